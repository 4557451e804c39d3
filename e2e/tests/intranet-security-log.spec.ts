import { expect, test, type Page } from '@playwright/test';
import { openAreaMenu } from '../src/area-menu.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

/** Nothing makes the page scroll sideways (wide tables scroll inside their own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone, the administrator exports a list and finds the export in the security log', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndLand(page, 'admin@demo.example.org');

  await page.goto('/intranet/volunteer?q=sanchez');
  await expect(page.getByRole('link', { name: 'Sánchez Moreno, Valeria' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a CSV' }).click();
  await download;

  // On a phone the area's sections are in its menu.
  await (
    await openAreaMenu(page)
  )
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Registro de seguridad' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/security-log$/);
  await expect(page.getByRole('heading', { name: 'Registro de seguridad', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de seguridad de la organización' });
  const entry = table.getByRole('row').filter({ hasText: 'Exportación' }).first();
  await expect(entry).toContainText('Voluntariado: 1 fila');
  await expect(entry).toContainText('Alicia Martín Ruiz');
  await expect(entry).toContainText('admin@demo.example.org');
  await expectNoSidewaysScroll(page);

  // The filters live in the address: a reload keeps them.
  await page.getByRole('combobox', { name: 'Tipo de evento' }).selectOption({ label: 'Exportación' });
  await expect(page).toHaveURL(/type=export/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tipo de evento' })).toHaveValue('export');
  await expect(table.getByRole('row').filter({ hasText: 'Voluntariado: 1 fila' })).toHaveCount(1);

  // A range that ends before it starts is explained, not searched for.
  await page.getByLabel('Desde').fill('2026-03-10');
  await page.getByLabel('Hasta').fill('2026-03-01');
  await expect(page.getByText('La fecha de fin no puede ser anterior a la de inicio')).toBeVisible();
  await expect(page).not.toHaveURL(/to=2026-03-01/);
  await expectNoSidewaysScroll(page);
});

test('a staff member who does not administer has no security log', async ({ page }) => {
  await signInAndLand(page, 'tecnica@demo.example.org');
  const navigation = page.getByRole('navigation', { name: 'Secciones de la intranet' });
  await expect(navigation.getByRole('link', { name: 'Coordinación' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Registro de seguridad' })).toHaveCount(0);

  await page.goto('/intranet/security-log');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Still signed in: the API was never asked, so no refusal ended the session.
  await page.goto('/intranet/volunteer');
  await expect(page.getByRole('table', { name: 'Personas voluntarias' })).toBeVisible();
});
