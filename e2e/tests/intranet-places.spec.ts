import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

/** The page's width fits a 375 px phone: nothing makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an administrator creates a place with a weekly schedule, finds it in the list and edits it on a phone', async ({
  page,
}) => {
  const name = `Aula Puerta Nueva ${Date.now()}`;

  await signInAndLand(page, 'admin@demo.example.org');
  await page
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Lugares' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/place$/);
  const table = page.getByRole('table', { name: 'Lugares' });
  await expect(table.getByRole('link', { name: 'Aula de informática Carretería' })).toBeVisible();

  await page.getByRole('link', { name: 'Nuevo lugar' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nuevo lugar', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await page.getByRole('combobox', { name: /^Tipo/ }).selectOption('classroom');
  await page.getByRole('spinbutton', { name: /^Aforo/ }).fill('18');
  await page
    .getByRole('combobox', { name: /^Comunidad autónoma o región/ })
    .selectOption({ label: 'Andalucía' });
  await page.getByRole('combobox', { name: /^Provincia/ }).selectOption({ label: 'Málaga' });
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Marbella');
  await page.getByRole('combobox', { name: /^Municipio/ }).selectOption({ label: 'Marbella' });
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Plaza de la Iglesia 3');
  await page.getByRole('switch', { name: 'Tiene proyector' }).check();

  // Monday morning and afternoon; the afternoon first typed so that it overlaps the morning.
  await page.getByRole('button', { name: 'Añadir tramo el Lunes' }).click();
  await page.getByRole('button', { name: 'Añadir tramo el Lunes' }).click();
  await expect(page.getByLabel('Lunes, tramo 1: desde')).toHaveValue('09:00');
  await page.getByLabel('Lunes, tramo 2: desde').fill('13:00');
  await page.getByRole('button', { name: 'Dar de alta el lugar' }).click();
  const overlap = page.getByRole('group', { name: 'Lunes, tramo 2' });
  await expect(overlap.getByText('Este tramo se solapa con otro del mismo día')).toBeVisible();
  await expect(page).toHaveURL(/\/intranet\/place\/create$/);

  await page.getByLabel('Lunes, tramo 2: desde').fill('16:00');
  await page.getByRole('button', { name: 'Añadir tramo el Jueves' }).click();
  await page.getByLabel('Jueves, tramo 1: hasta').fill('12:30');
  await page.getByRole('button', { name: 'Dar de alta el lugar' }).click();
  await expect(page).toHaveURL(/\/intranet\/place\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Lugar creado')).toBeVisible();
  await expect(page.getByLabel('Jueves, tramo 1: hasta')).toHaveValue('12:30');

  // The list finds it by a search without accents, with its town and equipment.
  await page.getByRole('link', { name: 'Lugares' }).first().click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('puerta nueva');
  await expect(page).toHaveURL(/q=puerta/);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Plaza de la Iglesia 3, Marbella')).toBeVisible();
  await expect(row.getByText('Proyector')).toBeVisible();
  await expect(row.getByText('Con acceso')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // Edit it on a phone: drop the Monday afternoon, open on Saturday, change the capacity.
  await page.setViewportSize({ width: 375, height: 800 });
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Quitar el tramo 2 del Lunes' }).click();
  await page.getByRole('button', { name: 'Añadir tramo el Sábado' }).click();
  await page.getByLabel('Sábado, tramo 1: desde').fill('10:00');
  await page.getByLabel('Sábado, tramo 1: hasta').fill('13:00');
  await page.getByRole('spinbutton', { name: /^Aforo/ }).fill('22');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Lugar actualizado')).toBeVisible();

  // What was saved is what a fresh load shows.
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Aforo/ })).toHaveValue('22');
  await expect(page.getByLabel('Sábado, tramo 1: hasta')).toHaveValue('13:00');
  await expect(page.getByLabel('Lunes, tramo 1: desde')).toHaveValue('09:00');
  await expect(page.getByRole('group', { name: 'Lunes, tramo 2' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Martes' }).getByText('No disponible')).toBeVisible();
});
