// `pnpm bench:lighthouse`: Lighthouse's mobile performance (its default emulation and simulated throttling) of the
// four pages users open most: /, /login, the intranet's volunteer list and the volunteer's home, with Debian's
// Chromium. The signed-in pages use a session prepared in the same browser, which Lighthouse keeps
// (disableStorageReset). Each page is measured RUNS times (LIGHTHOUSE_RUNS, default 3); the median run is printed
// with its LCP, TBT and CLS. Against the server of bench-server.ts. Run it on a quiet machine. With
// LIGHTHOUSE_REPORT_DIR set, every run's full report is written there as JSON (to read what blocks the main thread);
// LIGHTHOUSE_PAGES (e.g. `login,home`) measures only the pages whose name starts with one of those words.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { benchServer } from './bench-server.ts';
import { chromiumArgs } from './environment.ts';
import { measuredPages } from './measured-pages.ts';
import { decideCookies, signInAndLand } from './session.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3;
const DEBUGGING_PORT = 9400 + (Number(process.env.E2E_PORT_OFFSET ?? 0) % 500);

interface Measure {
  score: number;
  /** Lighthouse's measure of this machine's CPU speed, to compare figures taken on different machines. */
  benchmarkIndex: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const measured = measuredPages(process.env.LIGHTHOUSE_PAGES);

const { baseUrl, stop } = await benchServer();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-lighthouse-'));
const context = await chromium.launchPersistentContext(profileDir, {
  baseURL: baseUrl,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, `--remote-debugging-port=${DEBUGGING_PORT}`],
});

async function measure(url: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The session prepared below stays: a signed-in page is measured signed in.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

const results: { name: string; runs: Measure[] }[] = [];
try {
  await decideCookies(context, baseUrl);
  const page = context.pages()[0] ?? (await context.newPage());
  for (const entry of measured) {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.clear());
    if (entry.account) await signInAndLand(page, entry.account);
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(`${baseUrl}${entry.path}`));
    results.push({ name: entry.name, runs });
  }
} finally {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  stop();
}

const indexes = results.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex)).sort((a, b) => a - b);
console.log(`Lighthouse ${RUNS}× per page (mobile), median by score, against ${baseUrl}`);
// Lighthouse's simulated throttling multiplies what it observed by four: a machine whose tasks take longer scores
// lower. The benchmark index, printed with every set of figures, tells two machines apart.
console.log(`  benchmark index of this machine: ${indexes[0]}–${indexes.at(-1)}`);
for (const { name, runs } of results) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `  ${name.padEnd(20)} performance ${String(median.score).padStart(3)} ` +
      `[${runs.map((run) => run.score).join(', ')}]  LCP ${(median.lcpMs / 1000).toFixed(2)} s  ` +
      `TBT ${Math.round(median.tbtMs)} ms  CLS ${median.cls.toFixed(3)}`,
  );
}
