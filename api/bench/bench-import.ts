import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_MAX_FILE_SIZE_BYTES, NETWORK_TIER } from '@enlace/shared/domain';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { DEMO_PASSWORD } from '../src/db/seed/tenants';
import { dni, importFile, importRow, validImportRows } from '../test/routes/api/imports/import-fixtures';
import { createBenchSchema, dropBenchSchema } from './bench-schema';
import { type ServerProcess, startServerProcess, stopServerProcess } from './server-process';

// `pnpm bench:import`: the volunteer import through HTTP against the API in its own process, on SQLite, or on
// PostgreSQL with DATABASE_URL; median of BENCH_RUNS (5): the check of 1,000 valid rows (nothing stored), the
// import of 1,000 new valid rows (checked again and stored), a file of 1,001 rows and one of 10 MB + 1 byte (both
// refused), a file of just under 10 MB (1,000 rows with an address far over its maximum, all checked and refused),
// and the API process's memory (resident set after start and at its peak, from /proc). Run it on a quiet machine.

const RUNS = Number(process.env.BENCH_RUNS ?? 5) || 5;
const postgresUrl = process.env.DATABASE_URL || undefined;
const pgSchema = postgresUrl ? `bench_import_${randomBytes(4).toString('hex')}` : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-bench-import-'));
const sqliteFile = 'bench.sqlite';

async function prepareDatabase(): Promise<void> {
  if (postgresUrl && pgSchema) {
    await createBenchSchema(postgresUrl, pgSchema);
  }
  const db = createDatabase({ databaseUrl: postgresUrl, pgSchema, dataDir, sqliteFile });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    // Each run imports people nobody has yet; the organisation's plan has no cap on volunteers.
    await db.updateTable('tenants').set({ tier: NETWORK_TIER }).execute();
  } finally {
    await db.destroy();
  }
}

async function cleanUp(server: ServerProcess | undefined): Promise<void> {
  if (server) await stopServerProcess(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl && pgSchema) {
    await dropBenchSchema(postgresUrl, pgSchema);
  }
}

/** Resident memory of a process, in bytes: now (VmRSS) and the most it has held (VmHWM). */
function residentMemory(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { now: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

const megabytesOf = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
const fileOf = (rows: number) => Buffer.from(importFile(validImportRows('persona', rows, 10_000)));

// A long address on every row: under 10 MB, and every row is read, checked and refused.
const longRow = (index: number) =>
  importRow({
    'Correo electrónico': `largo${index}@example.org`,
    'Documento de identidad': dni(90_000 + index),
    Dirección: 'x'.repeat(10_300),
  });

// The whole run is bounded; a stuck server never keeps it going.
const watchdog = setTimeout(() => {
  console.error('bench:import: still running after 10 minutes; stopping.');
  process.exit(2);
}, 10 * 60_000);
watchdog.unref();

let server: ServerProcess | undefined;
try {
  await prepareDatabase();
  server = await startServerProcess('api', {
    BENCH_DATABASE_URL: postgresUrl ?? '',
    BENCH_PG_SCHEMA: pgSchema ?? '',
    BENCH_DATA_DIR: dataDir,
    BENCH_SQLITE_FILE: sqliteFile,
    BENCH_JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const base = `http://127.0.0.1:${server.port}`;
  const pid = server.child.pid!;
  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.example.org', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const timed = async (url: string, file: Buffer, expected: number) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'voluntarios.csv');
    const started = performance.now();
    const answer = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await answer.text();
    const time = performance.now() - started;
    if (answer.status !== expected)
      throw new Error(`${url} answered ${answer.status}: ${body.slice(0, 300)}`);
    return time;
  };
  const timeCheck = async (file: Buffer, expected: number) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++)
      times.push(await timed('/api/imports/volunteers/check', file, expected));
    return median(times);
  };
  const timeImport = async () => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const file = Buffer.from(importFile(validImportRows(`bench${run}-`, 1000, 20_000 + run * 1000)));
      times.push(await timed('/api/imports/volunteers', file, 200));
    }
    return median(times);
  };
  const nearlyTenMegabytes = Buffer.from(
    importFile(Array.from({ length: 1000 }, (_, index) => longRow(index))),
  );
  if (nearlyTenMegabytes.length > IMPORT_MAX_FILE_SIZE_BYTES) throw new Error('the long file is over 10 MB');

  // Unmeasured checks first: the first requests compile code and fill caches.
  await timed('/api/imports/volunteers/check', fileOf(1000), 200);
  await timed('/api/imports/volunteers/check', fileOf(1000), 200);
  const started = residentMemory(pid);
  let peakDuring = started.now;
  const sampler = setInterval(() => (peakDuring = Math.max(peakDuring, residentMemory(pid).now)), 5);
  try {
    console.log(
      `Volunteer import on ${postgresUrl ? 'PostgreSQL' : 'SQLite'}, over HTTP, median of ${RUNS}:`,
    );
    const checked = await timeCheck(fileOf(1000), 200);
    const imported = await timeImport();
    console.log(`  1,000 valid rows checked:        ${checked.toFixed(0)} ms`);
    console.log(
      `  1,000 valid rows imported:       ${imported.toFixed(0)} ms (checked again, then stored: ~${(imported - checked).toFixed(0)} ms storing)`,
    );
    console.log(`  1,001 rows refused:              ${(await timeCheck(fileOf(1001), 422)).toFixed(0)} ms`);
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    console.log(`  10 MB + 1 byte refused:          ${(await timeCheck(tenMegabytes, 422)).toFixed(0)} ms`);
    const megabytes = (nearlyTenMegabytes.length / 1024 / 1024).toFixed(1);
    console.log(
      `  ${megabytes} MB, 1,000 rows checked:   ${(await timeCheck(nearlyTenMegabytes, 200)).toFixed(0)} ms`,
    );
  } finally {
    clearInterval(sampler);
  }
  const peak = Math.max(peakDuring, residentMemory(pid).peak);
  console.log(
    `  API process's resident memory:   ${megabytesOf(started.now)} MB after start, ${megabytesOf(peak)} MB at its peak (+${megabytesOf(peak - started.now)} MB)`,
  );
} finally {
  await cleanUp(server);
}
