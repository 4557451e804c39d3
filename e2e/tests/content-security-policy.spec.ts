import { expect, test, type Page } from '@playwright/test';
import { expectEnforcedPolicy, expectStyled, watchPolicyViolations } from '../src/content-security-policy.ts';
import { e2eBaseUrl, e2ePortOffset } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';
import { addTenantWithAnalytics } from '../src/tenants.ts';

// Every area loads under the shell's enforced Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval'):
// scripts from this origin and the remotes' own, styles only with the page's nonce. Nothing may be blocked, and
// the pages must come out styled (a style element without the nonce would be dropped without breaking them).

let violations: string[];
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page);
});
test.afterEach(() => {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

/** The first button of the page's main content with this name, Chakra-styled. */
const button = (page: Page, name: RegExp) => page.getByRole('main').getByRole('button', { name }).first();

test('the public home and its cookie notice', async ({ page }) => {
  const policy = expectEnforcedPolicy(await page.goto('/'));
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  const dialog = page.getByRole('dialog', { name: 'Aviso de Cookies' });
  await expectStyled(dialog.getByRole('button', { name: /aceptar/i }));
  await dialog.getByRole('button', { name: /rechazar/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /iniciar sesión/i }).first()).toBeVisible();
});

test('the sign-in page, and the toast of a wrong password', async ({ page, context }) => {
  await decideCookies(context, e2eBaseUrl);
  expectEnforcedPolicy(await page.goto('/login'));
  await expectStyled(button(page, /^entrar$/i));

  await page.getByLabel(/correo electrónico/i).fill('admin@demo.example.org');
  await page.getByLabel(/^contraseña/i).fill('Una-clave-que-no-es-2026');
  await button(page, /^entrar$/i).click();
  const toast = page.getByText('El correo electrónico o la contraseña no son correctos');
  await expectStyled(toast);
  // The toasts' container is placed by notistack's own styles (goober), which also carry the nonce.
  const container = toast.locator('xpath=ancestor::*[contains(@class, "notistack-SnackbarContainer")]');
  await expect(container).toHaveCSS('position', 'fixed');
});

const areas = [
  { email: 'admin@demo.example.org', path: /\/intranet\/activity$/, area: 'the staff intranet' },
  { email: 'voluntaria@demo.example.org', path: /\/volunteer$/, area: 'the volunteer area' },
  { email: 'entidad@demo.example.org', path: /\/partner$/, area: 'the partner area' },
];

for (const { email, path, area } of areas) {
  test(`${area}, signed in as ${email}`, async ({ page, context }) => {
    await decideCookies(context, e2eBaseUrl);
    await signInAndLand(page, email);
    await expect(page).toHaveURL(path);
    // The area's header has its panel colour, painted by Chakra.
    await expectStyled(page.getByRole('banner'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A full load of the area, as after a reload or an emailed link.
    const policy = expectEnforcedPolicy(await page.reload());
    const remoteOrigin = `http://localhost:${8281 + e2ePortOffset}`;
    expect(policy['script-src']).toContain(remoteOrigin);
    await expectStyled(page.getByRole('banner'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a tenant with analytics: its Matomo host is allowed and the tracker loads and counts', async ({
  page,
}) => {
  const matomo = 'https://matomo.example.org';
  const host = 'analitica.localhost';
  const siteUrl = e2eBaseUrl.replace('localhost', host);
  const hits: string[] = [];
  // Matomo itself, as a stand-in that does what the tracker does: it counts by a request and an image.
  await page.route(`${matomo}/**`, async (route) => {
    const url = route.request().url();
    if (url.endsWith('/matomo.js')) {
      return route.fulfill({
        contentType: 'application/javascript',
        body: `window.Matomo = {};
          fetch('${matomo}/matomo.php?rec=1&via=request', { method: 'POST', mode: 'no-cors' });
          new Image().src = '${matomo}/matomo.php?rec=1&via=image';`,
      });
    }
    hits.push(url);
    return route.fulfill({ status: 204 });
  });
  const removeTenant = addTenantWithAnalytics(host, matomo);
  try {
    const policy = expectEnforcedPolicy(await page.goto(`${siteUrl}/`));
    for (const directive of ['script-src', 'connect-src', 'img-src']) {
      expect(policy[directive], directive).toContain(matomo);
    }
    const dialog = page.getByRole('dialog', { name: 'Aviso de Cookies' });
    await dialog.getByRole('button', { name: /aceptar/i }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => hits.map((hit) => new URL(hit).searchParams.get('via')).sort())
      .toEqual(['image', 'request']);
    await expect(page.getByRole('link', { name: /iniciar sesión/i }).first()).toBeVisible();
  } finally {
    removeTenant();
  }
});
