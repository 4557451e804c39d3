import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../../src/app';
import { checkAnswersAgainstDescription } from './answers-match-description';

export const DEMO_PASSWORD = 'Enlace-demo-2026';

/**
 * The API on a fresh database with the demo data: an in-memory SQLite one, or, when DATABASE_URL is set, a new
 * PostgreSQL schema that is dropped when the app closes, so that runs never collide.
 */
export async function buildTestApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const databaseUrl = process.env.DATABASE_URL ? withoutCommitWait(process.env.DATABASE_URL) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-api-test-'));
  let pgSchema: string | undefined;
  if (databaseUrl) {
    pgSchema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${pgSchema}`);
    await client.end();
  }
  const cleanUp = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && pgSchema) await dropSchema(databaseUrl, pgSchema);
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      logger: false,
      dataDir,
      databaseUrl,
      pgSchema,
      sqliteFile: ':memory:',
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      mailTransport: 'memory',
      seedDemoData: true,
      seedDemoActivities: false,
      rateLimits: { resetPerMinute: 1000 },
      // Counters in this process unless a test gives a Redis (with a prefix of its own).
      redisUrl: null,
      // Each reminders test runs its passes itself, at the time it chooses.
      sessionRemindersEveryMs: 0,
      waitingListOffersEveryMs: 0,
      ...options,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  app.addHook('onClose', cleanUp);
  // After the clean-up: a mismatch fails the test without leaving its database behind.
  checkAnswersAgainstDescription(app);
  return app;
}

/**
 * A test's data need not survive a crash: its commits do not wait for PostgreSQL to write them to disk
 * (`synchronous_commit` off), which on a slow disk was much of an API test's time. Nothing else changes: a commit is
 * still atomic and visible to the next statement.
 */
function withoutCommitWait(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set(
    'options',
    `${url.searchParams.get('options') ?? ''} -c synchronous_commit=off`.trim(),
  );
  return url.toString();
}

/**
 * Drops a test's schema. A transaction the app still had under way when it closed (a security event written after
 * an answer) can make PostgreSQL pick the drop as a deadlock's victim: it is then tried again, and never left behind.
 */
async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop schema if exists ${schema} cascade`);
      return;
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    } finally {
      await client.end();
    }
  }
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  host = 'localhost',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { host },
    payload: { email, password },
  });
  return {
    response,
    body: response.json() as { token: string; refresh_token: string; refresh_token_expiration: number },
  };
}

/**
 * The newest email to `to` once more than `before` emails have been sent to that address: a password reset mails
 * its link after answering, so the test waits a few turns of the event loop (at most 2 s) for it.
 */
export async function mailSentTo(app: FastifyInstance, to: string, before = 0) {
  const sentTo = () => app.mailer.sent.filter((mail) => mail.to === to);
  for (let turn = 0; turn < 400 && sentTo().length <= before; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return sentTo().at(-1);
}
