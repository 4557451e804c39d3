// The production commands of Enlace (the demo is `npm start`); `pnpm enlace` runs them with the pages added to serve.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedGeography } from '../db/seed/seed-geography';
import { DEFAULT_MAIL_QUEUE_SCHEMA, DEFAULT_MAIL_RETRY, prepareMailQueue } from '../lib/mail-queue';
import { createTenantCommand } from '../production/create-tenant-command';
import { serveProduction } from '../production/serve-production';
import { EXIT_CONFIGURATION, failWith } from '../production/exit';

const USAGE = `Usage: pnpm enlace <command>

Commands:
  migrate   Bring the PostgreSQL schema at DATABASE_URL up to date, load the reference data (countries,
            provinces…) and prepare the mail queue (MAIL_RETRY_DELAY_SECONDS, default 30, doubling at each
            of MAIL_RETRY_LIMIT tries, default 10). Run it once per deployment, before starting the new API
            processes; runs started together wait for each other.
  serve     Start one API process for production: never the demo data; needs DATABASE_URL, JWT_SECRET,
            SMTP_URL, MAIL_FROM and PUBLIC_ORIGINS (see the README's "Deploying" section).
  tenant create --name … --origin https://… --color '#rrggbb' --tier 1|2|3|network
            --admin-email … --admin-name … --admin-surname …
            Open an organisation: its origins, colour and tier, and its first administrator, who is invited
            by email. Same environment as serve.
`;

/** A whole number from 1 up given in the environment, or the default; anything else stops the command. */
function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    failWith(EXIT_CONFIGURATION, [`${name} must be a whole number from 1.`]);
  return value;
}

/** The advisory lock key of `migrate` (any fixed number no other lock of the database uses). */
const MIGRATE_LOCK_KEY = 4_771_001;

async function migrate(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim() ?? '';
  if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    failWith(EXIT_CONFIGURATION, [
      'DATABASE_URL is missing or is not a PostgreSQL connection string (postgres://…).',
    ]);
  }
  // The whole step under one session lock: runs started together (two deploy jobs) take turns, the later one
  // finds everything done (the schema, the reference data and the mail queue).
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  await lock.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK_KEY]);
  const db = createDatabase({ databaseUrl, dataDir: '' });
  try {
    const applied = await migrateToLatest(db);
    await seedGeography(db);
    await prepareMailQueue({
      databaseUrl,
      schema: DEFAULT_MAIL_QUEUE_SCHEMA,
      retryDelaySeconds: wholeNumber('MAIL_RETRY_DELAY_SECONDS', DEFAULT_MAIL_RETRY.delaySeconds),
      retryLimit: wholeNumber('MAIL_RETRY_LIMIT', DEFAULT_MAIL_RETRY.limit),
    });
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}.`
        : 'The schema was already up to date.',
    );
  } finally {
    await db.destroy();
    await lock.end();
  }
}

export { EXIT_CONFIGURATION, failWith };

export interface EnlaceCommandHooks {
  /** Adds to each `serve` process what it answers besides the API (the shell's pages), before it listens. */
  extendServe?: (app: FastifyInstance) => Promise<void>;
}

/** Runs one command line (`migrate`, `serve`, `tenant create …`); exits non-zero with the reason on failure. */
export async function runEnlace(argv: string[], hooks: EnlaceCommandHooks = {}): Promise<void> {
  const [command, ...rest] = argv;
  try {
    if (command === 'migrate') await migrate();
    else if (command === 'tenant' && rest[0] === 'create')
      await createTenantCommand(rest.slice(1), process.env);
    else if (command === 'serve') await serveProduction(process.env, hooks.extendServe);
    else {
      console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
      process.exit(command ? 64 : 0);
    }
  } catch (error) {
    failWith(1, [error instanceof Error ? error.message : String(error)]);
  }
}
