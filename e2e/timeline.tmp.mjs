import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'enlace-cookie-consent', value: 'off', url: 'http://localhost:8080' }]);
  const page = await context.newPage();
  const t0 = Date.now();
  const log = [];
  page.on('request', (r) =>
    log.push([Date.now() - t0, 'req ', r.url().replace('http://localhost:8080', '')]),
  );
  page.on('requestfinished', (r) =>
    log.push([Date.now() - t0, 'done', r.url().replace('http://localhost:8080', '')]),
  );
  await page.goto('http://localhost:8080/login');
  await page.getByRole('button', { name: /^entrar$/i }).waitFor({ state: 'visible' });
  log.push([Date.now() - t0, 'VISIBLE', '']);
  const perf = await page.evaluate(() =>
    JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON()),
  );
  if (run === 1) {
    for (const l of log) console.log(l.join(' '));
    console.log(perf);
  }
  await context.close();
}
await browser.close();
