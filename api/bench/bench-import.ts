import { buildTestApp } from '../test/helpers/build-test-app';
import { multipartBody } from '../test/helpers/multipart-body';
import { importFile, validImportRows } from '../test/routes/api/volunteers/import-fixtures';

// `pnpm bench:import`: the volunteer import's check of a file (nothing is stored) on SQLite, or on PostgreSQL with
// DATABASE_URL: 1,000 valid rows, a file of 1,001 rows and one of 10 MB + 1 byte (both refused), median of RUNS,
// and the process's peak memory. Run it on a quiet machine.

const RUNS = Number(process.env.BENCH_RUNS ?? 5) || 5;

const fileOf = (rows: number) => Buffer.from(importFile(validImportRows('persona', rows, 10_000)));

const multipart = (file: Buffer) =>
  multipartBody({ filename: 'voluntarios.csv', contentType: 'text/csv', bytes: file });

const app = await buildTestApp({ logger: false });
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
  const timeCheck = async (file: Buffer, expected: number) => {
    const { payload, type } = multipart(file);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/volunteers/import-check',
        headers: { ...headers, 'content-type': type },
        payload,
      });
      times.push(performance.now() - started);
      if (answer.statusCode !== expected)
        throw new Error(`answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
  };
  // One unmeasured check first: the first request compiles code and fills caches.
  await timeCheck(fileOf(10), 200);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(`Volunteer import check on ${database}, median of ${RUNS}:`);
  console.log(`  1,000 valid rows checked:        ${(await timeCheck(fileOf(1000), 200)).toFixed(0)} ms`);
  console.log(`  1,001 rows refused:              ${(await timeCheck(fileOf(1001), 422)).toFixed(0)} ms`);
  const tenMegabytes = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
  console.log(`  10 MB + 1 byte refused:          ${(await timeCheck(tenMegabytes, 422)).toFixed(0)} ms`);
  console.log(`  peak memory of the process:      ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  clearInterval(sampler);
  await app.close();
}
