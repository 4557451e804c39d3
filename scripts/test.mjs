// `npm test`: the whole suite: lint, type-check, unit and component tests, production builds, API tests on SQLite
// and on PostgreSQL, then end-to-end tests in Chromium, then the production topology (nginx, two API processes).
//
// The steps run in two lanes side by side (docs/adr/0070-test-run-in-two-lanes.md): each of them keeps about one
// core busy, and the CI machine has two. The end-to-end tests start as soon as the production builds are done,
// beside the lanes. Each step's output goes to a log file that is printed whole, under the step's name, when the
// step ends; a line every minute says what is still running. The production topology runs alone at the end.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApps, checkNode, ensureInstalled, frontEndApps, pnpm, serverApps } from './toolchain.mjs';

checkNode();
await ensureInstalled();

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-test-'));
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
// The failed tests by name, printed again in the summary: CI shows only the end of a long run's output.
const failures = [];
const running = new Map();
const suiteStarted = Date.now();

function countJest(file, step) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${step}: ${where} › ${test.fullName}`);
    // A suite that fails before its tests run (a syntax error, a hook that throws) has no failed test of its own.
    if (suite.status === 'failed' && failed.length === 0)
      failures.push(`${step}: ${where} (the suite did not run)`);
  }
}

/** The specs of a Playwright JSON report, with the titles of the describe blocks around them. */
function* playwrightSpecs(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) yield { spec, titles: [...inner, spec.title], file: spec.file };
    yield* playwrightSpecs(suite.suites, inner);
  }
}

/** Counts a Playwright report's tests; answers its slowest tests (every attempt's time), for the step's log. */
function countPlaywright(file, step) {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const timed = [];
  for (const { spec, titles, file: specFile } of playwrightSpecs(report.suites)) {
    const where = `${specFile}:${spec.line} › ${titles.join(' › ')}`;
    const unexpected = spec.tests.some((test) => test.status === 'unexpected');
    if (unexpected) failures.push(`${step}: ${where}`);
    const ms = spec.tests
      .flatMap((test) => test.results ?? [])
      .reduce((sum, result) => sum + result.duration, 0);
    timed.push({ where, ms });
  }
  return timed.sort((a, b) => b.ms - a.ms).slice(0, 10);
}

const elapsed = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one step with its output in a log file, then prints the log under the step's name; with `live`, the output
 * goes straight to the terminal instead (a step that runs alone). `action` gets the spawn options that send a
 * command's output there, and may append lines of its own with `note`.
 */
async function step(name, action, { live = false } = {}) {
  const started = Date.now();
  const logFile = path.join(reports, `${name.replace(/[^\w]+/g, '-')}.log`);
  const log = fs.openSync(logFile, 'w');
  // The tools colour their output only for a terminal; the log is printed to one when the suite runs in one.
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const output = { stdio: live ? 'inherit' : ['ignore', log, log], env: { ...process.env, ...color } };
  const note = (line) => (live ? console.log(line) : fs.writeSync(log, `${line}\n`));
  console.log(live ? `\n=== ${name}` : `=== ${name}: started (${elapsed(suiteStarted)} s into the run)`);
  running.set(name, started);
  let code;
  try {
    code = await action(output, note);
  } catch (error) {
    note(String(error?.stack ?? error));
    code = 1;
  }
  running.delete(name);
  fs.closeSync(log);
  const seconds = elapsed(started);
  const ok = code === 0;
  results.push({ name, ok, seconds });
  if (!live) {
    console.log(`\n=== ${name}\n`);
    process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  }
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n`);
  return ok;
}

/** Runs jest in `pkg` with a JSON report, counting its tests; `args` and `env` are added. */
function jestIn(pkg, label, { args = [], env = {} } = {}) {
  const report = path.join(reports, `jest-${label}.json`);
  return async (output) => {
    const code = await pnpm(
      ['--filter', pkg, 'exec', 'jest', '--ci', '--json', `--outputFile=${report}`, ...args],
      { ...output, env: { ...output.env, ...env } },
    );
    countJest(report, label);
    return code;
  };
}

/** Whether something accepts connections at the URL's host and port (within 2 s). */
function answers(url, defaultPort) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const postgresAnswers = () => answers(POSTGRES_URL, 5432);

// The API tests of the counters shared by several API processes need a Redis; without one they are skipped
// (outside CI: CI requires it).
const redisAnswers = await answers(REDIS_URL, 6379);
if (!redisAnswers) {
  if (process.env.CI) {
    console.error(`Redis does not answer at ${REDIS_URL}; CI requires it.`);
    process.exit(1);
  }
  console.warn(`\nRedis does not answer at ${REDIS_URL}: the API tests that need it are skipped.`);
}
const redisEnv = redisAnswers ? { TEST_REDIS_URL: REDIS_URL } : {};

async function apiOnPostgres() {
  if (await postgresAnswers()) {
    return step(
      'API tests on PostgreSQL',
      jestIn('@enlace/api', 'api-postgres', {
        // A suite whose cleanup failed (a deadlock dropping its schema) may leave a pool open; the run must not
        // then wait for it without end. The report says which suite failed.
        args: ['--maxWorkers=1', '--forceExit'],
        env: { DATABASE_URL: POSTGRES_URL, ...redisEnv },
      }),
    );
  }
  if (process.env.CI) {
    results.push({ name: 'API tests on PostgreSQL', ok: false, seconds: '0' });
    console.error(`PostgreSQL does not answer at ${POSTGRES_URL}; CI requires it.`);
    return false;
  }
  console.warn(`\nPostgreSQL does not answer at ${POSTGRES_URL}: API tests on PostgreSQL skipped.`);
  return true;
}

function endToEnd() {
  const report = path.join(reports, 'playwright.json');
  return step('end-to-end tests (Playwright, Chromium)', async (output, note) => {
    const code = await pnpm(['--filter', '@enlace/e2e', 'exec', 'playwright', 'test'], {
      ...output,
      env: { ...output.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    const slowest = countPlaywright(report, 'e2e');
    // Where the step's time goes, run after run: the first place to look when it grows.
    if (slowest.length > 0)
      note(
        `\nslowest tests:\n${slowest.map(({ where, ms }) => `  ${(ms / 1000).toFixed(1)} s  ${where}`).join('\n')}`,
      );
    return code;
  });
}

/**
 * nginx with TLS in front of two `pnpm enlace serve` processes, PostgreSQL, Redis and a mail relay
 * (deploy/topology): needs nginx with its brotli module (.ci/run installs them), PostgreSQL and Redis.
 */
async function topology() {
  if (!(await postgresAnswers()) || !redisAnswers) {
    if (process.env.CI) {
      results.push({ name: 'production topology', ok: false, seconds: '0' });
      console.error('The topology test needs PostgreSQL and Redis; CI requires them.');
      return false;
    }
    console.warn('\nPostgreSQL or Redis does not answer: the production topology test is skipped.');
    return true;
  }
  const report = path.join(reports, 'jest-topology.json');
  return step(
    'production topology',
    async (output) => {
      const code = await pnpm(
        ['--filter', '@enlace/deploy', 'run', 'test:topology', '--ci', '--json', `--outputFile=${report}`],
        { ...output, env: { ...output.env, TEST_DATABASE_URL: POSTGRES_URL, TEST_REDIS_URL: REDIS_URL } },
      );
      countJest(report, 'topology');
      return code;
    },
    { live: true },
  );
}

const unitTests = (pkg) => () =>
  step(`unit and component tests: ${pkg}`, jestIn(`./${pkg}`, pkg, { args: ['--maxWorkers=1'] }));

// Every step but the end-to-end tests, two at a time: lint and type-check first (they fail fastest), then the
// longest first so that the two lanes end together. A lane takes the next step as soon as it is free, and every
// step runs whatever failed before it (every step reports, as before). The end-to-end tests need the builds and
// start when they are done, as a third job: they run in one worker that leaves part of a core idle while pages
// load, and they are the longest step.
let built = false;
let endToEndRun = Promise.resolve(true);
const queue = [
  async () => {
    built = await step('production builds', (output) => buildApps([...frontEndApps, ...serverApps], output));
    if (built) endToEndRun = endToEnd();
    return built;
  },
  () => step('lint', (output) => pnpm(['run', 'lint'], output)),
  () => step('type-check', (output) => pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck'], output)),
  apiOnPostgres,
  unitTests('remote-intranet'),
  () =>
    step(
      'API tests on SQLite',
      jestIn('@enlace/api', 'api-sqlite', {
        args: ['--maxWorkers=1', '--forceExit'],
        env: { DATABASE_URL: '', ...redisEnv },
      }),
    ),
  ...['remote-public', 'shared', 'remote-volunteer', 'shell', 'remote-partner', 'deploy'].map(unitTests),
];

async function lane() {
  let ok = true;
  for (let job = queue.shift(); job; job = queue.shift()) ok = (await job()) && ok;
  return ok;
}

const heartbeat = setInterval(() => {
  const steps = [...running].map(([name, started]) => `${name} (${elapsed(started)} s)`);
  if (steps.length > 0) console.log(`… running: ${steps.join(', ')}`);
}, 60_000);
let ok = (await Promise.all([lane(), lane()])).every(Boolean);
ok = (await endToEndRun) && ok;
clearInterval(heartbeat);
// The production topology last, alone: its load run measures the machine.
if (built) ok = (await topology()) && ok;

// In the order of the steps' definition, whichever lane ran them.
const order = [
  'lint',
  'type-check',
  ...['shared', 'deploy', ...frontEndApps].map((pkg) => `unit and component tests: ${pkg}`),
  'production builds',
  'API tests on SQLite',
  'API tests on PostgreSQL',
  'end-to-end tests (Playwright, Chromium)',
  'production topology',
];
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
console.log(`  whole run: ${elapsed(suiteStarted)} s`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
