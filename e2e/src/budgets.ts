// Prints the front-end budgets of the spine: gzip JavaScript transferred to show /login on a cold cache, and the
// time from navigation to a visible login form (median of 5 cold loads). Uses a running server at BUDGET_URL
// (default http://localhost:8080, i.e. `npm start`), or starts the e2e profile itself when none answers.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs } from './environment.ts';

const BUDGET_JS_KIB = 250;
const BUDGET_VISIBLE_MS = 1500;
const RUNS = 5;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/config`)).ok;
  } catch {
    return false;
  }
}

let server: ChildProcess | undefined;
let baseUrl = process.env.BUDGET_URL ?? 'http://localhost:8080';
if (!(await answers(baseUrl))) {
  baseUrl = 'http://localhost:8280';
  const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');
  // Its own process group: tsx runs the server in a child process, which must stop with it.
  server = spawn('tsx', ['src/start.ts', '--profile', 'e2e'], {
    cwd: deployDir,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 600 && !(await answers(baseUrl)); i++) await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const timings: number[] = [];
let scriptBytes = 0;
let scriptCount = 0;
try {
  for (let run = 0; run < RUNS; run++) {
    // A new context has an empty cache: every run is a cold load.
    const context = await browser.newContext();
    await context.addCookies([{ name: 'enlace-cookie-consent', value: 'off', url: baseUrl }]);
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(
          request.sizes().then((sizes) => ({
            url: request.url(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
        );
      }
    });
    const started = Date.now();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: /^entrar$/i }).waitFor({ state: 'visible' });
    timings.push(Date.now() - started);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    scriptBytes = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    scriptCount = sizes.length;
    if (run === 0 && process.env.BUDGET_FILES) {
      for (const { url, bytes } of sizes.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${url}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)];
const kib = scriptBytes / 1024;
console.log(`Budgets against ${baseUrl}`);
console.log(
  `  JavaScript transferred for /login (gzip, cold cache): ${kib.toFixed(1)} KiB in ${scriptCount} files (budget ${BUDGET_JS_KIB} KiB)`,
);
console.log(
  `  Navigation to visible login form: median ${median} ms of ${RUNS} cold loads [${timings.join(', ')}] (budget ${BUDGET_VISIBLE_MS} ms)`,
);
const ok = kib <= BUDGET_JS_KIB && median <= BUDGET_VISIBLE_MS;
console.log(ok ? 'Within budget.' : 'OVER BUDGET.');
process.exit(ok ? 0 : 1);
