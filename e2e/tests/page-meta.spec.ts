import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// Each route has its own title ("<page> · <organisation>") and description; the signed-in areas, the
// 404 page and the pages whose URL carries a personal code are kept out of search engines.

const ORGANISATION = 'Fundación Demo';

/** The page's title, description and robots directive as the browser has them in <head>. */
async function expectHead(page: Page, title: string, { noIndex }: { noIndex: boolean }) {
  await expect(page).toHaveTitle(`${title} · ${ORGANISATION}`);
  // One of each: React hoists the page's own, and nothing else writes them.
  await expect(page.locator('head title')).toHaveCount(1);
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveCount(1);
  expect((await description.getAttribute('content'))?.length).toBeGreaterThan(20);
  const robots = page.locator('head meta[name="robots"]');
  if (noIndex) await expect(robots).toHaveAttribute('content', 'noindex');
  else await expect(robots).toHaveCount(0);
}

test.describe('public pages', () => {
  test.beforeEach(async ({ context }) => {
    await decideCookies(context, e2eBaseUrl);
  });

  const pages = [
    { path: '/', title: 'Juntos llegamos más lejos', noIndex: false },
    { path: '/login', title: 'Iniciar sesión', noIndex: false },
    { path: '/forgot-password', title: 'Recuperar la contraseña', noIndex: false },
    { path: '/privacy-policy', title: 'Política de privacidad', noIndex: false },
    { path: '/reset-password/codigo-de-prueba', title: 'Elige una contraseña nueva', noIndex: true },
    { path: '/activate-account/codigo-de-prueba', title: 'Este enlace no es válido', noIndex: true },
    {
      path: '/authorized-participation/demo-consentimiento-2026',
      title: 'Autorizar la participación',
      noIndex: true,
    },
    { path: '/esta-ruta-no-existe', title: 'Página no encontrada', noIndex: true },
    { path: '/404', title: 'Página no encontrada', noIndex: true },
  ];
  for (const { path, title, noIndex } of pages) {
    test(`${path} is "${title}"${noIndex ? ', not indexed' : ''}`, async ({ page }) => {
      const response = await page.goto(path);
      // The server says it too: a path no area knows answers 404 (with the page that shows the not-found page).
      expect(response?.status()).toBe(title === 'Página no encontrada' ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectHead(page, title, { noIndex });
    });
  }

  test('the title follows the page as one navigates, and the language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expectHead(page, 'Iniciar sesión', { noIndex: false });
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expectHead(page, 'Recuperar la contraseña', { noIndex: false });
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page).toHaveTitle(`Recover your password · ${ORGANISATION}`);
  });
});

test.describe('signed-in areas are never indexed', () => {
  test.beforeEach(async ({ context }) => {
    await decideCookies(context, e2eBaseUrl);
  });

  test('intranet', async ({ page }) => {
    await signInAndLand(page, 'admin@demo.example.org');
    await expectHead(page, 'Actividades', { noIndex: true });
    await page.goto('/intranet/volunteer');
    await expectHead(page, 'Voluntariado', { noIndex: true });
    await page.goto('/intranet/my-profile');
    await expectHead(page, 'Mi perfil', { noIndex: true });
    expect((await page.goto('/intranet/esta-no-existe'))?.status()).toBe(404);
    await expectHead(page, 'Página no encontrada', { noIndex: true });
  });

  test('volunteer area', async ({ page }) => {
    await signInAndLand(page, 'voluntaria@demo.example.org');
    await expectHead(page, 'Área de voluntariado', { noIndex: true });
    await page.goto('/volunteer/my-activities');
    await expectHead(page, 'Mis actividades', { noIndex: true });
  });

  test('partner area', async ({ page }) => {
    await signInAndLand(page, 'entidad@demo.example.org');
    await expectHead(page, 'Área de entidades', { noIndex: true });
  });
});
