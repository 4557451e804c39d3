// `pnpm enlace <command>`: the production side of Enlace (the demo is `npm start`).
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedGeography } from '../db/seed/seed-geography';
import { createTenantCommand } from '../production/create-tenant-command';
import { serveProduction } from '../production/serve-production';
import { EXIT_CONFIGURATION, failWith } from '../production/exit';

const USAGE = `Usage: pnpm enlace <command>

Commands:
  migrate   Bring the PostgreSQL schema at DATABASE_URL up to date and load the reference data (countries,
            provinces…). Run it once per deployment, before starting the new API processes; runs started
            together wait for each other.
  serve     Start one API process for production: never the demo data; needs DATABASE_URL, JWT_SECRET,
            SMTP_URL, MAIL_FROM and PUBLIC_ORIGINS (see the README's "Deploying" section).
  tenant create --name … --origin https://… --color '#rrggbb' --tier 1|2|3|network
            --admin-email … --admin-name … --admin-surname …
            Open an organisation: its origins, colour and tier, and its first administrator, who is invited
            by email. Same environment as serve.
`;

async function migrate(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim() ?? '';
  if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    failWith(EXIT_CONFIGURATION, [
      'DATABASE_URL is missing or is not a PostgreSQL connection string (postgres://…).',
    ]);
  }
  const db = createDatabase({ databaseUrl, dataDir: '' });
  try {
    const applied = await migrateToLatest(db);
    await seedGeography(db);
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}.`
        : 'The schema was already up to date.',
    );
  } finally {
    await db.destroy();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'migrate') await migrate();
  else if (command === 'tenant' && rest[0] === 'create')
    await createTenantCommand(rest.slice(1), process.env);
  else if (command === 'serve') await serveProduction(process.env);
  else {
    console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
    process.exit(command ? 64 : 0);
  }
} catch (error) {
  failWith(1, [error instanceof Error ? error.message : String(error)]);
}
