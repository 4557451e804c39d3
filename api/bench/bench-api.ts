import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Compilable, Kysely, PostgresDialect, sql, type SqlBool } from 'kysely';
import pg from 'pg';
import { createDatabase, type Db, isPostgres, kyselyPool } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { DEMO_PASSWORD } from '../src/db/seed/tenants';
import { inTenant } from '../src/db/tenant-scope';
import { runPersonList } from '../src/lib/person-list';
import { createPersonListAnchors } from '../src/lib/person-list-anchors';
import { createSearchTrigrams } from '../src/lib/search-trigrams';
import { searchWords } from '../src/lib/search-words';
import {
  type VolunteerListFilter,
  volunteerListQueries,
} from '../src/plugins/repositories/volunteers-repository';
import { CpuMeter, ownCpuMs, processCpuMs } from './cpu';
import { fixedRate, type LoadResult, maxThroughput, type Target } from './load';
import { createBenchSchema, dropBenchSchema } from './bench-schema';
import { type ServerProcess, startServerProcess, stopServerProcess } from './server-process';
import { seedVolunteers } from './seed-volunteers';

// `pnpm bench:api`: the volunteer list under load, on SQLite (default) or PostgreSQL (DATABASE_URL or --pg).
// See the README ("API benchmark") for what it measures and how to read it.

interface Options {
  databaseUrl?: string;
  volunteers: number;
  otherVolunteers: number;
  rate: number;
  seconds: number;
  connections: number;
  /** Sequential executions per query for the count-cost table. */
  samples: number;
}

function parseOptions(argv: string[]): Options {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}`);
    flags.set(match[1]!, match[2] ?? '');
  }
  const known = ['pg', 'volunteers', 'rate', 'duration', 'connections', 'samples', 'help'];
  for (const flag of flags.keys()) if (!known.includes(flag)) throw new Error(`unknown option --${flag}`);
  if (flags.has('help')) {
    console.log(
      'pnpm bench:api [--pg[=URL]] [--volunteers=100000] [--rate=500] [--duration=10] [--connections=10] [--samples=200]\n' +
        'SQLite by default; PostgreSQL with --pg or DATABASE_URL (postgres://postgres@127.0.0.1:5432/test for a bare --pg).',
    );
    process.exit(0);
  }
  const bounded = (name: string, fallback: number, min: number, max: number) => {
    const value = flags.has(name) ? Number(flags.get(name)) : fallback;
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be an integer from ${min} to ${max}`);
    }
    return value;
  };
  const pgFlag = flags.get('pg');
  const databaseUrl =
    pgFlag !== undefined
      ? pgFlag || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
      : process.env.DATABASE_URL || undefined;
  return {
    databaseUrl,
    volunteers: bounded('volunteers', 100_000, 1_000, 1_000_000),
    otherVolunteers: 1_000,
    rate: bounded('rate', 500, 1, 5_000),
    seconds: bounded('duration', 10, 1, 60),
    connections: bounded('connections', 10, 1, 100),
    samples: bounded('samples', 200, 10, 5_000),
  };
}

const options = parseOptions(process.argv.slice(2));
const postgresUrl = options.databaseUrl;
const pgSchema = postgresUrl ? `bench_${randomBytes(5).toString('hex')}` : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-bench-'));
const sqliteFile = 'bench.sqlite';
const jwtSecret = randomBytes(32).toString('hex');
const children = new Set<ChildProcess>();
// The server's PostgreSQL connections carry this name, so that their backends' CPU can be found and measured.
const serverConnections = `enlace-bench-${pgSchema ?? 'sqlite'}`;
const withApplicationName = (url: string, name: string) => {
  const tagged = new URL(url);
  tagged.searchParams.set('application_name', name);
  return tagged.toString();
};

// ---------------------------------------------------------------------------------------------- clean-up

let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await Promise.all([...children].map((child) => stopServer(child)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl && pgSchema) {
    await dropBenchSchema(postgresUrl, pgSchema);
  }
}

// The whole run is bounded: seeding, 2 runs per scenario and the count table fit well within this.
const deadlineMs = (10 * 60 + 14 * options.seconds) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench:api: still running after ${deadlineMs / 1000} s; stopping.`);
  void cleanUp().finally(() => process.exit(2));
}, deadlineMs);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------- servers

async function startServer(mode: 'hello' | 'api'): Promise<ServerProcess> {
  const server = await startServerProcess(mode, {
    BENCH_DATABASE_URL: postgresUrl ? withApplicationName(postgresUrl, serverConnections) : '',
    BENCH_PG_SCHEMA: pgSchema ?? '',
    BENCH_DATA_DIR: dataDir,
    BENCH_SQLITE_FILE: sqliteFile,
    BENCH_JWT_SECRET: jwtSecret,
  });
  children.add(server.child);
  return server;
}

async function stopServer(child: ChildProcess): Promise<void> {
  children.delete(child);
  await stopServerProcess(child);
}

/**
 * Waits until the server answers one request quickly (at most 60 s), so that a run never inherits the queue of
 * requests an overloaded run left behind.
 */
async function settle(target: Target): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${target.port}${target.paths[0]}`, { headers: target.headers })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    if (performance.now() - started < 250) break;
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** The PostgreSQL backends serving the API server's pool (none on SQLite). */
async function serverBackends(): Promise<number[]> {
  if (!postgresUrl) return [];
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [serverConnections],
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------- data

async function prepareDatabase(): Promise<{ db: Db; seedMs: number; version: string }> {
  if (postgresUrl && pgSchema) {
    await createBenchSchema(postgresUrl, pgSchema);
  }
  const db = createDatabase({ databaseUrl: postgresUrl, pgSchema, dataDir, sqliteFile });
  await migrateToLatest(db);
  await seedDemoData(db);
  const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  const started = performance.now();
  await seedVolunteers(db, { tenantId: tenants[0]!.id, count: options.volunteers, label: 'demo' });
  await seedVolunteers(db, { tenantId: tenants[1]!.id, count: options.otherVolunteers, label: 'otra' });
  const seedMs = performance.now() - started;
  // A live PostgreSQL has had autovacuum through such a load: statistics and the visibility map are fresh.
  if (isPostgres(db)) {
    await sql`vacuum analyze`.execute(db);
    // It has also written the load's pages out long ago. Without this, the checkpoint the seed's WAL started is
    // spread over the next minutes (checkpoint_completion_target), writing buffers while the scenarios run.
    await sql`checkpoint`
      .execute(db)
      .catch((error: unknown) =>
        console.warn(
          `bench:api: no CHECKPOINT (${String(error)}); a checkpoint may run during the scenarios`,
        ),
      );
  }
  const version = isPostgres(db)
    ? (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0]!.v
    : (await sql<{ v: string }>`select sqlite_version() as v`.execute(db)).rows[0]!.v;
  return { db, seedMs, version };
}

// ---------------------------------------------------------------------------------------------- scenarios

interface Scenario {
  name: string;
  query: string;
  filter: VolunteerListFilter;
  page: number;
  /** Other pages of the same list, requested in turn with the first under load. */
  otherPages?: number[];
}

const deepPage = Math.max(2, Math.floor((options.volunteers * 0.6) / 30));
const newestFirst: VolunteerListFilter['order'] = [{ field: 'createdAt', direction: 'desc' }];
const scenarios: Scenario[] = [
  { name: 'first page', query: '', filter: { order: newestFirst }, page: 1 },
  {
    name: 'search "garcía"',
    query: 'q=garc%C3%ADa',
    filter: { search: 'garcía', order: newestFirst },
    page: 1,
  },
  {
    name: 'search "lucía garcía"',
    query: 'q=luc%C3%ADa%20garc%C3%ADa',
    filter: { search: 'lucía garcía', order: newestFirst },
    page: 1,
  },
  {
    name: 'status=pending',
    query: 'status=pending',
    filter: { status: 'pending', order: newestFirst },
    page: 1,
  },
  // About 60% down the list: page 2000 of 100,000; under load, nine pages from 1800 to 2200 in turn, so that no
  // answer is the one just given.
  {
    name: `deep pages ${deepPage - 200}–${deepPage + 200}`,
    query: `page=${deepPage}`,
    filter: { order: newestFirst },
    page: deepPage,
    otherPages: [-200, -150, -100, -50, 50, 100, 150, 200]
      .map((step) => deepPage + step)
      .filter((page) => page > 1),
  },
];

/** The count as it was before migration 0007: counting the matching rows of the users table every time. */
function countByScan(db: Kysely<Database>, tenantId: number, filter: VolunteerListFilter) {
  let query = db
    .selectFrom('users')
    .where('tenant_id', '=', tenantId)
    .where('profile', '=', 'volunteer')
    .where('deleted_at', 'is', null);
  if (filter.status) query = query.where('status', '=', filter.status);
  const contains = isPostgres(db) ? 'strpos' : 'instr';
  const words = searchWords(filter.search);
  for (const word of words) {
    query = query.where(sql<SqlBool>`${sql.raw(contains)}(${sql.ref('search_text')}, ${word}) > 0`);
  }
  return query.select((eb) => eb.fn.countAll<number | string>().as('total'));
}

interface Timing {
  p50: number;
  p99: number;
  /** Mean CPU milliseconds per execution: this process, plus the PostgreSQL backend. */
  cpu?: number;
}

/** A database handle on one connection (PostgreSQL: one backend, whose CPU can be read), for timing queries. */
function timingDatabase(db: Db): { db: Db; backendPid: () => Promise<number | undefined> } {
  if (!postgresUrl) return { db, backendPid: async () => undefined };
  const pool = new pg.Pool({
    connectionString: postgresUrl,
    max: 1,
    options: `-c search_path=${pgSchema}`,
  });
  // The server's pool wrapper, so that queries are prepared as the API prepares them.
  const single = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(pool) }) });
  return {
    db: single,
    backendPid: async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(single)).rows[0]!.pid,
  };
}

/**
 * Sequential executions of one query (or of the work, such as a whole list as served) in the request's tenant
 * scope (as enlace_app on PostgreSQL).
 */
async function timeQuery(
  timing: ReturnType<typeof timingDatabase>,
  tenantId: number,
  build: (scoped: Kysely<Database>) => Compilable | Promise<unknown>,
): Promise<Timing> {
  const execute = () =>
    inTenant(timing.db, tenantId, async (scoped) => {
      const work = build(scoped);
      return work instanceof Promise ? work : scoped.executeQuery(work.compile());
    });
  for (let i = 0; i < 5; i += 1) await execute();
  const pid = await timing.backendPid();
  const backendBefore = pid === undefined ? 0 : processCpuMs(pid);
  const ownBefore = ownCpuMs();
  const times: number[] = [];
  for (let i = 0; i < options.samples; i += 1) {
    const started = performance.now();
    await execute();
    times.push(performance.now() - started);
  }
  const own = ownCpuMs() - ownBefore;
  const backendAfter = pid === undefined ? 0 : processCpuMs(pid);
  const backend =
    backendBefore === undefined || backendAfter === undefined ? undefined : backendAfter - backendBefore;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.ceil((p / 100) * times.length) - 1]!;
  return {
    p50: at(50),
    p99: at(99),
    cpu: backend === undefined ? undefined : (own + backend) / options.samples,
  };
}

// ---------------------------------------------------------------------------------------------- report

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '-');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    );
  return [
    line(header).join('  '),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(row).join('  ')),
  ].join('\n');
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------------------------------------- run

async function main(): Promise<void> {
  const loadAtStart = load();
  console.log(
    `bench:api: ${postgresUrl ? `PostgreSQL (schema ${pgSchema})` : 'SQLite (file in a temporary folder)'}, ` +
      `${options.volunteers} + ${options.otherVolunteers} volunteers, ${options.rate} req/s for ${options.seconds} s ` +
      `and maximum throughput with ${options.connections} connections, per scenario`,
  );
  const { db, seedMs, version } = await prepareDatabase();
  console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

  // Query costs in this process, before any server runs.
  const tenantId = (await db.selectFrom('tenants').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const timing = timingDatabase(db);
  const queryRows: string[][] = [];
  const cell = (t: Timing) =>
    `${ms(t.p50)} / ${ms(t.p99)}${t.cpu === undefined ? '' : ` (cpu ${ms(t.cpu)})`}`;
  for (const scenario of scenarios) {
    const page = { page: scenario.page, itemsPerPage: 30, paginate: true };
    // As the API serves it: searches look their words up by their rarest trigrams (the sample is read by the
    // first of these runs, uncounted), deep pages start from the list's anchors (likewise).
    const trigrams = createSearchTrigrams({ profile: 'volunteer' });
    const queries = async (scoped: Kysely<Database>) =>
      volunteerListQueries(
        scoped,
        tenantId,
        await trigrams.withIndexTerms(scoped, tenantId, scenario.filter),
        page,
      );
    const anchors = createPersonListAnchors();
    // The page's rows with their total (a deep page asks its total first).
    const served = await timeQuery(timing, tenantId, async (scoped) =>
      runPersonList(await queries(scoped), anchors),
    );
    const total = await timeQuery(timing, tenantId, async (scoped) =>
      (await queries(scoped)).count.executeTakeFirstOrThrow(),
    );
    const scan = await timeQuery(timing, tenantId, (scoped) =>
      countByScan(scoped, tenantId, scenario.filter),
    );
    queryRows.push([scenario.name, cell(served), cell(total), cell(scan)]);
  }
  if (timing.db !== db) await timing.db.destroy();
  await db.destroy();

  interface Run {
    name: string;
    totalItems?: number;
    fixed: LoadResult;
    max: LoadResult;
    /** Server CPU milliseconds per request in the maximum-throughput run: Node, and PostgreSQL backends. */
    cpu?: { node: number; db: number };
  }
  const results: Run[] = [];
  const run = async (
    name: string,
    server: { child: ChildProcess; port: number },
    target: Target,
    totalItems?: number,
  ) => {
    const node = new CpuMeter(async () => [server.child.pid!]);
    const backends = new CpuMeter(serverBackends);
    await fixedRate(target, options.rate, 1); // warm-up, not counted
    await settle(target);
    const fixed = await fixedRate(target, options.rate, options.seconds);
    await settle(target);
    await Promise.all([node.begin(), backends.begin()]);
    const max = await maxThroughput(target, options.seconds, options.connections);
    const [nodeMs, dbMs] = await Promise.all([node.end(), backends.end()]);
    const answered = max.ok + max.errors;
    const cpu = nodeMs === undefined ? undefined : { node: nodeMs / answered, db: (dbMs ?? 0) / answered };
    await settle(target);
    results.push({ name, totalItems, fixed, max, cpu });
    console.log(
      `  ${name}: p99 ${ms(fixed.p99)} ms at ${options.rate} req/s, ${max.throughput.toFixed(0)} req/s at most`,
    );
  };

  const hello = await startServer('hello');
  await run('bare Fastify /hello', hello, { port: hello.port, paths: ['/hello'], headers: {} });
  await stopServer(hello.child);

  const api = await startServer('api');
  const login = await fetch(`http://127.0.0.1:${api.port}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.example.org', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, accept: 'application/ld+json' };
  for (const scenario of scenarios) {
    const url = `/api/volunteers${scenario.query ? `?${scenario.query}` : ''}`;
    const check = await fetch(`http://127.0.0.1:${api.port}${url}`, { headers });
    if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
    const body = (await check.json()) as { totalItems: number; member: unknown[] };
    if (!body.member.length) throw new Error(`${url}: an empty page`);
    // The other pages: the same query (filters included), another page.
    const paths = [url].concat(
      (scenario.otherPages ?? []).map((page) => {
        const query = new URLSearchParams(scenario.query);
        query.set('page', String(page));
        return `/api/volunteers?${query.toString()}`;
      }),
    );
    await run(scenario.name, api, { port: api.port, paths, headers }, body.totalItems);
  }
  await stopServer(api.child);

  const ceiling = results[0]!.max.throughput;
  const cpuCell = (cpu: Run['cpu']) =>
    cpu === undefined ? '-' : postgresUrl ? `${ms(cpu.node)} + ${ms(cpu.db)}` : ms(cpu.node);
  const rows = results.flatMap(({ name, totalItems, fixed, max, cpu }) => [
    [name, String(totalItems ?? ''), `${options.rate}/s`, ms(fixed.p50), ms(fixed.p90), ms(fixed.p99)].concat(
      [fixed.throughput.toFixed(0), String(fixed.errors), '', ''],
    ),
    [
      '',
      '',
      'max',
      ms(max.p50),
      ms(max.p90),
      ms(max.p99),
      max.throughput.toFixed(0),
      String(max.errors),
    ].concat([(max.throughput / ceiling).toFixed(3), cpuCell(cpu)]),
  ]);
  console.log('');
  console.log(
    `GET /api/volunteers: ${postgresUrl ? `PostgreSQL ${version}` : `SQLite ${version}`}, Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average at start ${loadAtStart}, at end ${load()}`,
  );
  const cpuTitle = postgresUrl ? 'CPU ms/req node + pg' : 'CPU ms/req';
  console.log(
    table(
      ['scenario', 'matches', 'load', 'p50 ms', 'p90 ms', 'p99 ms', 'req/s', 'errors', 'vs hello', cpuTitle],
      rows,
    ),
  );
  console.log('');
  console.log(
    `Queries in-process, ${options.samples} sequential runs each, as the request role: ` +
      `p50 / p99 ms (mean CPU ms${postgresUrl ? ', this process + backend' : ''})`,
  );
  console.log(
    table(
      ['scenario', 'page with its total (served)', 'total alone', 'total by counting rows (before 0007)'],
      queryRows,
    ),
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
