import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { nowIso } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/db/seed/tenants';
import { seedVolunteers } from './seed-volunteers';

// `pnpm --filter @enlace/api run bench:dashboard [--volunteers=100000] [--activities=200] [--sessions=50]
// [--people=10] [--runs=30]`: the intranet home's figures (GET /api/dashboard) for a tenant of many volunteers,
// sessions and participations, on SQLite (default) or PostgreSQL (DATABASE_URL). Prints the median and the slowest answer for the default period and a whole year.

const flag = (name: string, fallback: number) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number from 1`);
  return value;
};
const activities = flag('activities', 200);
const sessionsPerActivity = flag('sessions', 50);
const peoplePerSession = flag('people', 10);
const runs = flag('runs', 30);
const volunteerCount = flag('volunteers', 100_000);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-bench-dashboard-'));
  const pgSchema = databaseUrl ? `b_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${pgSchema}`);
    await client.end();
  }
  const app = await buildApp({
    logger: false,
    dataDir,
    databaseUrl,
    pgSchema,
    sqliteFile: ':memory:',
    jwtSecret: randomBytes(32).toString('hex'),
    mailTransport: 'memory',
    seedDemoData: true,
    seedDemoActivities: false,
    rateLimits: { resetPerMinute: 100_000 },
    redisUrl: null,
  });
  try {
    const tenant = await app.db
      .selectFrom('tenant_origins')
      .select('tenant_id')
      .where('authority', '=', 'localhost')
      .executeTakeFirstOrThrow();
    const tenantId = tenant.tenant_id;
    const staff = await app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('profile', '=', 'employee')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The tenant's volunteers (60 % validated, 30 % pending, 10 % inactive); the first of them take the places.
    const seeding = Date.now();
    await seedVolunteers(app.db, { tenantId, count: volunteerCount, label: 'dashboard' });
    console.log(`${volunteerCount} volunteers written in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const volunteers = await app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('profile', '=', 'volunteer')
      .orderBy('id')
      .limit(peoplePerSession * 2)
      .execute();
    if (volunteers.length < peoplePerSession) throw new Error(`only ${volunteers.length} demo volunteers`);

    const started = Date.now();
    const now = nowIso();
    let sessions = 0;
    for (let a = 0; a < activities; a += 1) {
      const { id: activityId } = await app.db
        .insertInto('activities')
        .values({
          tenant_id: tenantId,
          name: `Actividad ${a}`,
          name_key: `actividad ${a}`,
          description: null,
          type: ['educational', 'social', 'health', 'other'][a % 4]!,
          mode: 'onsite',
          project_id: null,
          coordinator_id: staff.id,
          date_start: day(-365),
          date_end: day(365),
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let s = 0; s < sessionsPerActivity; s += 1) {
        const offset = Math.round(-365 + (730 * s) / sessionsPerActivity) + (a % 7);
        const { id: interventionId } = await app.db
          .insertInto('interventions')
          .values({
            tenant_id: tenantId,
            activity_id: activityId,
            name: null,
            date: day(offset),
            schedule_start: '10:00',
            schedule_end: '12:00',
            place_id: null,
            format: 'onsite',
            min_volunteers: peoplePerSession,
            max_volunteers: peoplePerSession * 2,
            min_employees: 0,
            max_employees: 1,
            min_beneficiaries: 0,
            max_beneficiaries: 10,
            observations: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        sessions += 1;
        // One place in ten left empty, so that some coming sessions need people.
        const people = peoplePerSession - (s % 10 === 0 ? 1 : 0);
        await app.db
          .insertInto('intervention_participants')
          .values(
            Array.from({ length: people }, (_, index) => ({
              tenant_id: tenantId,
              intervention_id: interventionId,
              role: 'volunteer',
              user_id: volunteers[(index + s) % volunteers.length]!.id,
              beneficiary_id: null,
              status: 'confirmed',
              source: 'staff',
              added_by_id: null,
              created_at: now,
              confirmed_at: now,
              attendance: offset < 0 ? 'attended' : null,
              attended_minutes: offset < 0 ? 120 : null,
            })),
          )
          .execute();
      }
    }
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${activities} activities, ${sessions} sessions, ` +
        `${sessions * peoplePerSession} participations written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // PostgreSQL plans by its statistics, which autovacuum would gather after such a load.
    if (databaseUrl) await sql`analyze`.execute(app.db);

    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: 'localhost' },
      payload: { email: 'admin@demo.example.org', password: DEMO_PASSWORD },
    });
    const headers = { host: 'localhost', authorization: `Bearer ${login.json().token}` };
    const year = new Date().getFullYear();
    for (const [label, query] of [
      ['last 30 days', ''],
      ['this year', `?from=${year}-01-01&to=${year}-12-31`],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const start = process.hrtime.bigint();
        const answer = await app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers });
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
      }
      times.sort((x, y) => x - y);
      console.log(
        `GET /api/dashboard (${label}): median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, ` +
          `slowest ${times.at(-1)!.toFixed(1)} ms over ${runs} runs`,
      );
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && pgSchema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${pgSchema} cascade`);
      await client.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
