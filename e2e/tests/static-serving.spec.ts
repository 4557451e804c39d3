import { expect, test } from '@playwright/test';
import { e2eBaseUrl, e2ePortOffset } from '../src/environment.ts';
import { decideCookies } from '../src/session.ts';

// A release must be seen at once (entry files revalidate) while content-hashed files are cached for good; every
// script travels compressed, from the gateway and from each remote's own server: brotli for the browsers that
// accept it (all current ones), gzip for the clients that accept only gzip.
const publicRemote = `http://localhost:${8281 + e2ePortOffset}`;

test('entry files revalidate, hashed chunks are immutable and scripts are compressed', async ({
  request,
}) => {
  const gzip = { 'Accept-Encoding': 'gzip' };
  const html = await request.get(`${e2eBaseUrl}/login`, { headers: gzip });
  expect(html.headers()['cache-control']).toBe('no-cache');
  const mainScript = /src="?\/(main\.[0-9a-f]+\.js)/.exec(await html.text())?.[1];
  expect(mainScript).toBeTruthy();

  const main = await request.get(`${e2eBaseUrl}/${mainScript}`, { headers: gzip });
  expect(main.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(main.headers()['content-encoding']).toBe('gzip');
  const browserEncodings = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  const mainBrotli = await request.get(`${e2eBaseUrl}/${mainScript}`, { headers: browserEncodings });
  expect(mainBrotli.headers()['content-encoding']).toBe('br');
  expect(mainBrotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The client decodes it: the same script either way.
  expect(await mainBrotli.text()).toBe(await main.text());

  for (const file of ['remotes.json']) {
    const entry = await request.get(`${e2eBaseUrl}/${file}`, { headers: gzip });
    expect(entry.headers()['cache-control'], file).toBe('no-cache');
  }
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const entry = await request.get(`${publicRemote}/${file}`, { headers: gzip });
    expect(entry.headers()['cache-control'], file).toBe('no-cache');
    expect(entry.headers()['content-encoding'], file).toBe('gzip');
    expect(entry.headers()['access-control-allow-origin'], file).toBe('*');
    const brotli = await request.get(`${publicRemote}/${file}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(brotli.headers()['content-encoding'], file).toBe('br');
  }
});

test('the first screen shows with no request for the configuration, the images version or the remotes registry', async ({
  page,
  context,
}) => {
  await decideCookies(context, e2eBaseUrl);
  // The page carries them; the sign-in form is the first thing painted, without a loading screen before it.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/config', '/api/image/last-modified', '/remotes.json'].includes(pathname)) asked.push(pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicio de Fundación Demo' }).locator('img')).toHaveAttribute(
    'src',
    /\/cdn\/demo\//,
  );
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('the page names the shell chunks of its first screen up front, each one the page then runs, once', async ({
  page,
  context,
}) => {
  await decideCookies(context, e2eBaseUrl);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  // The scripts the page inserts to run them (webpack removes each element once it has run).
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedScripts: string[] }).insertedScripts = inserted;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function append<T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.src) inserted.push(new URL(child.src).pathname);
      return appendChild.call(this, child) as T;
    };
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Fetched together with the entry, not a round trip after it: none is wasted, and none is fetched twice.
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length).toBeGreaterThan(3);
  expect(preloaded.some((file) => /^\/startup\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  const ran = await page.evaluate(() => (window as unknown as { insertedScripts: string[] }).insertedScripts);
  for (const file of preloaded) {
    expect(ran, file).toContain(file);
    expect(
      requested.filter((each) => each === file),
      file,
    ).toHaveLength(1);
  }
});
