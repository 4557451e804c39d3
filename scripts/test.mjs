// `npm test`: the whole suite, in the order that fails fastest: lint, type-check, unit and component tests,
// production builds, API tests on SQLite and on PostgreSQL, then end-to-end tests in Chromium.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApps, checkNode, ensureInstalled, frontEndApps, pnpm } from './toolchain.mjs';

checkNode();
await ensureInstalled();

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-test-'));
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

function countJest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

async function step(name, action) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const code = await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s`);
  return code === 0;
}

function jestIn(pkg, label, env = {}) {
  const output = path.join(reports, `jest-${label}.json`);
  return async () => {
    const code = await pnpm(['--filter', pkg, 'exec', 'jest', '--ci', '--json', `--outputFile=${output}`], {
      env: { ...process.env, ...env },
    });
    countJest(output);
    return code;
  };
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(POSTGRES_URL);
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

let ok = true;
ok = (await step('lint', () => pnpm(['run', 'lint']))) && ok;
ok = (await step('type-check', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']))) && ok;
for (const pkg of ['shared', 'deploy', ...frontEndApps]) {
  ok = (await step(`unit and component tests: ${pkg}`, jestIn(`./${pkg}`, pkg))) && ok;
}
const built = await step('production builds', () => buildApps(frontEndApps));
ok = built && ok;
ok = (await step('API tests on SQLite', jestIn('@enlace/api', 'api-sqlite', { DATABASE_URL: '' }))) && ok;
if (await postgresAnswers()) {
  ok =
    (await step(
      'API tests on PostgreSQL',
      jestIn('@enlace/api', 'api-postgres', { DATABASE_URL: POSTGRES_URL }),
    )) && ok;
} else if (process.env.CI) {
  results.push({ name: 'API tests on PostgreSQL', ok: false, seconds: '0' });
  console.error(`PostgreSQL does not answer at ${POSTGRES_URL}; CI requires it.`);
  ok = false;
} else {
  console.warn(`\nPostgreSQL does not answer at ${POSTGRES_URL}: API tests on PostgreSQL skipped.`);
}
if (built) {
  const output = path.join(reports, 'playwright.json');
  ok =
    (await step('end-to-end tests (Playwright, Chromium)', async () => {
      const code = await pnpm(['--filter', '@enlace/e2e', 'exec', 'playwright', 'test'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
      });
      countPlaywright(output);
      return code;
    })) && ok;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
