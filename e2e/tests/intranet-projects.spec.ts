import { expect, test, type Page } from '@playwright/test';
import { openAreaMenu } from '../src/area-menu.ts';
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

test('an administrator creates a project on a phone, finds it in the list and closes it', async ({
  page,
}) => {
  const name = `Huerto escolar ${Date.now()}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndLand(page, 'admin@demo.example.org');

  // The section is in the intranet's menu on a phone; the demo project is already there.
  await (
    await openAreaMenu(page)
  )
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Proyectos' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/project$/);
  const table = page.getByRole('table', { name: 'Proyectos de la organización' });
  await expect(
    table.getByRole('row', { name: /Aula digital para mayores/ }).getByText('Activo'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Nuevo proyecto' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo proyecto', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre del proyecto/ }).fill(name);
  await page.getByRole('textbox', { name: /^Descripción/ }).fill('Un huerto en el patio del colegio.');
  await page.getByLabel(/^Fecha de inicio/).fill('2026-09-15');
  await page.getByLabel(/^Fecha de fin/).fill('2026-09-01');
  await page.getByRole('button', { name: 'Crear el proyecto' }).click();

  // The shared rule, before anything is sent.
  const dateEnd = page.getByLabel(/^Fecha de fin/);
  await expect(dateEnd).toHaveAttribute('aria-invalid', 'true');
  await expect(dateEnd).toHaveAccessibleDescription('La fecha de fin no puede ser anterior a la de inicio');
  await expect(page).toHaveURL(/\/intranet\/project\/create$/);
  await expectNoSidewaysScroll(page);

  await dateEnd.fill('2027-06-20');
  await page.getByRole('button', { name: 'Crear el proyecto' }).click();
  await expect(page).toHaveURL(/\/intranet\/project\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Proyecto creado')).toBeVisible();
  const projectUrl = page.url();

  // In the list, active, found by a search without accents or case.
  await page.goto('/intranet/project');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name.toUpperCase());
  await expect(page).toHaveURL(/q=/);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Activo')).toBeVisible();
  await expect(table.getByRole('row', { name: /Aula digital para mayores/ })).toBeHidden();
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(projectUrl);

  // Close it, after the confirmation.
  await page.getByRole('button', { name: 'Cerrar el proyecto' }).click();
  const dialog = page.getByRole('alertdialog', { name: `¿Cerrar «${name}»?` });
  await dialog.getByRole('button', { name: 'Cerrar el proyecto' }).click();
  await expect(page.getByText('Proyecto cerrado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reabrir el proyecto' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The list shows it closed, and the status filter finds it.
  await page.goto('/intranet/project');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('closed');
  await expect(page).toHaveURL(/status=closed/);
  await expect(table.getByRole('row', { name: new RegExp(name) }).getByText('Cerrado')).toBeVisible();
  await expect(table.getByRole('row', { name: /Aula digital para mayores/ })).toBeHidden();
});
