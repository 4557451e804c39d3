import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { adminHeaders } from '../src/api-setup.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A 400 × 100 PNG logo (a blue band with a white dot and bar).
const LOGO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/branding-logo.png');

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

// The demo tenant's branding as seeded (api/src/db/seed/tenants.ts): put back after the test, so that the other
// specs see the demo home they expect.
test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  const restored = await request.patch('/api/branding', {
    headers: { ...headers, 'content-type': 'application/merge-patch+json' },
    data: JSON.stringify({ primary_color: '#0f766e', copies: { es: { hero_title_1: 'Juntos llegamos' } } }),
  });
  expect(restored.ok()).toBe(true);
  const { authorization } = headers;
  expect((await request.delete('/api/branding/images/logo_dark', { headers: { authorization } })).ok()).toBe(
    true,
  );
});

test('the administrator changes the colour, a hero title and the logo, and the public home shows them', async ({
  page,
}) => {
  await signInAndLand(page, 'admin@demo.example.org');
  await page
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Marca' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/branding$/);
  await expect(page.getByRole('heading', { name: 'Marca', level: 1 })).toBeVisible();

  // A colour white text does not read on is flagged as it is typed; a darker one passes.
  const color = page.getByRole('textbox', { name: /^Color principal/ });
  await color.fill('#ffe066');
  await expect(page.getByTestId('contrast-message')).toContainText(
    'el texto blanco de los botones no se lee',
  );
  await color.fill('#1d4ed8');
  await expect(page.getByTestId('contrast-message')).toContainText('El texto blanco se lee bien');

  await page
    .getByRole('textbox', { name: 'Título de la portada (primera línea)' })
    .fill('Una marca renovada');
  await expect(page.getByTestId('branding-preview-title')).toContainText('Una marca renovada');

  // The logo is uploaded on its own, at once; what was typed stays on the form.
  const logoCard = page.getByTestId('branding-image-logo_dark');
  await page.getByTestId('branding-image-input-logo_dark').setInputFiles(LOGO);
  await expect(logoCard.getByText('Imagen propia')).toBeVisible();
  await expect(logoCard.getByRole('img')).toHaveAttribute('src', /\/cdn\/demo\/logo_dark-[a-z0-9]+\.webp/);
  await expect(page.getByRole('textbox', { name: 'Título de la portada (primera línea)' })).toHaveValue(
    'Una marca renovada',
  );

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha guardado la marca')).toBeVisible();

  await page.goto('/');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toContainText('Una marca renovada');
  await expect(hero).toContainText('más lejos');
  const logo = page.getByRole('banner').locator('img[src*="/cdn/demo/logo_dark"]');
  await expect(logo).toHaveAttribute('src', /\/cdn\/demo\/logo_dark-[a-z0-9]+\.webp\?v=/);
  // The image itself is served and decoded by the browser.
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  // The theme takes the new colour: the hero's button is on it.
  await expect(page.getByRole('link', { name: 'Quiero ser voluntario' })).toHaveCSS(
    'background-color',
    'rgb(29, 78, 216)',
  );
});
