// Prints the front-end budgets (docs/performance/front-end-budgets.md): the JavaScript a browser receives
// (brotli, as the gateway serves it) to show /login on a cold cache, with the gzip figure beside it, and the
// time from navigation to a visible login form (median of 5 cold loads), against the server of bench-server.ts.
import { chromium } from '@playwright/test';
import { benchServer } from './bench-server.ts';
import { chromiumArgs } from './environment.ts';

const BUDGET_JS_KIB = 250;
const BUDGET_VISIBLE_MS = 1500;
const RUNS = 5;

const { baseUrl, stop } = await benchServer();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});

type ColdLoad = { ms: number; scripts: { url: string; bytes: number }[] };

/** One cold load of /login (a new context has an empty cache), with the browser's own or the given encodings. */
async function coldLoad(acceptEncoding?: string): Promise<ColdLoad> {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  try {
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
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    return { ms, scripts: (await Promise.all(scripts)).sort((a, b) => b.bytes - a.bytes) };
  } finally {
    await context.close();
  }
}

const kibOf = (load: ColdLoad) => load.scripts.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;

const asServed: ColdLoad[] = [];
let gzipOnly: ColdLoad;
try {
  // One load first, not counted: the budget is a browser's cold cache, not a server that has just started (its
  // files not yet read from disk, its code not yet compiled), which is what this script may have started.
  await coldLoad();
  // The timing runs as a browser really loads the page (it accepts brotli, which the servers prefer).
  for (let run = 0; run < RUNS; run++) asServed.push(await coldLoad());
  // For comparison with older figures, stated in gzip bytes: one more cold load from a client that accepts only gzip.
  gzipOnly = await coldLoad('gzip');
} finally {
  await browser.close();
  stop();
}

if (process.env.BUDGET_FILES) {
  console.log('Scripts of the first cold load (as served):');
  for (const { url, bytes } of asServed[0]!.scripts) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${url}`);
  }
}
const timings = asServed.map((load) => load.ms).sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)]!;
const gzipKib = kibOf(gzipOnly);
const servedKib = kibOf(asServed[0]!);
console.log(`Budgets against ${baseUrl}`);
console.log(
  `  JavaScript a current browser receives for /login (brotli, cold cache): ${servedKib.toFixed(1)} KiB in ${asServed[0]!.scripts.length} files (budget ${BUDGET_JS_KIB} KiB)`,
);
console.log(
  `  the same as gzip (a client without brotli): ${gzipKib.toFixed(1)} KiB in ${gzipOnly.scripts.length} files`,
);
console.log(
  `  Navigation to visible login form: median ${median} ms of ${RUNS} cold loads [${timings.join(', ')}] (budget ${BUDGET_VISIBLE_MS} ms)`,
);
const ok = servedKib <= BUDGET_JS_KIB && median <= BUDGET_VISIBLE_MS;
console.log(ok ? 'Within budget.' : 'OVER BUDGET.');
process.exit(ok ? 0 : 1);
