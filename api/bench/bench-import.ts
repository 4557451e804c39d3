import { IMPORT_MAX_FILE_SIZE_BYTES, NETWORK_TIER } from '@enlace/shared/domain';
import { buildTestApp } from '../test/helpers/build-test-app';
import { multipartBody } from '../test/helpers/multipart-body';
import { dni, importFile, importRow, validImportRows } from '../test/routes/api/imports/import-fixtures';

// `pnpm bench:import`: the volunteer import on SQLite, or on PostgreSQL with DATABASE_URL, median of RUNS: the
// check of 1,000 valid rows (nothing stored), the import of 1,000 new valid rows (checked again and stored), a
// file of 1,001 rows and one of 10 MB + 1 byte (both refused), a file of just under 10 MB (1,000 rows with an
// address far over its maximum, all checked and refused), and the process's peak memory. Run it on a quiet
// machine.

const RUNS = Number(process.env.BENCH_RUNS ?? 5) || 5;

const fileOf = (rows: number) => Buffer.from(importFile(validImportRows('persona', rows, 10_000)));

const multipart = (file: Buffer) =>
  multipartBody({ filename: 'voluntarios.csv', contentType: 'text/csv', bytes: file });

const app = await buildTestApp({ logger: false });
const megabytesOf = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { host: 'localhost' },
    payload: { email: 'admin@demo.example.org', password: 'Enlace-demo-2026' },
  });
  const token = (login.json() as { token: string }).token;
  const headers = {
    host: 'localhost',
    authorization: `Bearer ${token}`,
  };
  const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
  const timed = async (url: string, file: Buffer, expected: number) => {
    const { payload, type } = multipart(file);
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': type },
      payload,
    });
    const time = performance.now() - started;
    if (answer.statusCode !== expected)
      throw new Error(`answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    return time;
  };
  const timeCheck = async (file: Buffer, expected: number) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++)
      times.push(await timed('/api/imports/volunteers/check', file, expected));
    return median(times);
  };
  // Each run imports people nobody has yet; the organisation's plan has no cap on volunteers.
  await app.db.updateTable('tenants').set({ tier: NETWORK_TIER }).execute();
  const timeImport = async () => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const file = Buffer.from(importFile(validImportRows(`bench${run}-`, 1000, 20_000 + run * 1000)));
      times.push(await timed('/api/imports/volunteers', file, 200));
    }
    return median(times);
  };
  // A long address on every row: under 10 MB, and every row is read, checked and refused.
  const longRow = (index: number) =>
    importRow({
      'Correo electrónico': `largo${index}@example.org`,
      'Documento de identidad': dni(90_000 + index),
      Dirección: 'x'.repeat(10_300),
    });
  const nearlyTenMegabytes = Buffer.from(
    importFile(Array.from({ length: 1000 }, (_, index) => longRow(index))),
  );
  if (nearlyTenMegabytes.length > IMPORT_MAX_FILE_SIZE_BYTES) throw new Error('the long file is over 10 MB');
  // One unmeasured check first: the first request compiles code and fills caches.
  await timeCheck(fileOf(10), 200);
  const startedRss = process.memoryUsage().rss;
  peakRss = startedRss;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(`Volunteer import on ${database}, median of ${RUNS}:`);
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
  console.log(
    `  memory of the process:           ${megabytesOf(startedRss)} MB started, ${megabytesOf(peakRss)} MB at its peak (+${megabytesOf(peakRss - startedRss)} MB)`,
  );
} finally {
  clearInterval(sampler);
  await app.close();
}
