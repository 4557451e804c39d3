import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

/** `YYYY-MM-DD` of a birthday `years` ago (the 15th of this month, never on the edge of an age). */
function birthdayYearsAgo(years: number): string {
  const today = new Date();
  return `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, '0')}-15`;
}

const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

test('staff register an adult, add a tutored minor from her page, and find both in the list', async ({
  page,
}) => {
  await signInAndLand(page, 'admin@demo.example.org');
  await page
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Personas beneficiarias' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/beneficiary$/);
  await page.getByRole('link', { name: 'Nueva persona beneficiaria' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nueva persona beneficiaria', level: 1 })).toBeVisible();

  // The adult: the age group follows the birthday as it is typed; no tutor needed.
  await textbox(page, 'Nombre').fill('Rosalía');
  await textbox(page, 'Apellidos').fill('Quintero Albéniz');
  await page.getByRole('combobox', { name: /^Sexo/ }).selectOption({ label: 'Mujer' });
  await page.getByLabel(/^Fecha de nacimiento/).fill(birthdayYearsAgo(40));
  await expect(page.getByRole('status', { name: /^Grupo de edad/ })).toHaveText('Adulto');
  await expect(page.getByRole('group', { name: 'Tutor o tutora' })).toHaveCount(0);
  await textbox(page, 'Correo electrónico').fill('rosalia.quintero@example.org');
  await textbox(page, 'Teléfono móvil').fill('612345678');
  await textbox(page, 'Dirección').fill('Calle Mármoles 12');
  await page.getByRole('checkbox', { name: 'Sensorial' }).check();
  await page.getByRole('button', { name: 'Dar de alta' }).click();

  await expect(page.getByText('Persona beneficiaria dada de alta')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rosalía Quintero Albéniz', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/intranet\/beneficiary\/\d+$/);
  const adultUrl = page.url();

  // Add a tutored person: the form for a minor, with the adult as tutor and her data filled in.
  const tutored = page.getByRole('region', { name: 'Personas tuteladas' });
  await expect(tutored.getByText('No tutela a ninguna persona beneficiaria.')).toBeVisible();
  await tutored.getByRole('link', { name: /Añadir persona tutelada/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Nueva persona tutelada por Rosalía Quintero Albéniz', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nombre del tutor/ })).toHaveValue('Rosalía');
  await expect(page.getByRole('textbox', { name: /^Apellidos del tutor/ })).toHaveValue('Quintero Albéniz');
  await expect(page.getByRole('textbox', { name: /^Correo electrónico del tutor/ })).toHaveValue(
    'rosalia.quintero@example.org',
  );
  await expect(page.getByRole('textbox', { name: /^Teléfono del tutor/ })).toHaveValue('+34 612345678');
  await expect(page.getByRole('textbox', { name: /^Dirección del tutor/ })).toHaveValue('Calle Mármoles 12');

  await textbox(page, 'Nombre').fill('Martín');
  await textbox(page, 'Apellidos').fill('Lozano Quintero');
  await page.getByRole('combobox', { name: /^Sexo/ }).selectOption({ label: 'Hombre' });
  await page.getByLabel(/^Fecha de nacimiento/).fill(birthdayYearsAgo(8));
  await expect(page.getByRole('status', { name: /^Grupo de edad/ })).toHaveText('Menor');
  await page.getByRole('combobox', { name: /^Parentesco/ }).selectOption({ label: 'Madre' });
  await page.getByRole('button', { name: 'Dar de alta' }).click();

  await expect(page.getByText('Persona tutelada añadida')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Martín Lozano Quintero', level: 1 })).toBeVisible();
  await expect(page.getByText(/Datos tomados de la ficha de Rosalía Quintero Albéniz/)).toBeVisible();

  // The adult's page lists the minor.
  await page.goto(adultUrl);
  await expect(
    page
      .getByRole('region', { name: 'Personas tuteladas' })
      .getByRole('link', { name: 'Martín Lozano Quintero' }),
  ).toBeVisible();

  // Both in the list by search; the age-group filter leaves the minor, and a reload keeps it.
  await page.goto('/intranet/beneficiary');
  const table = page.getByRole('table', { name: 'Personas beneficiarias' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('quintero');
  await expect(page).toHaveURL(/q=quintero/);
  await expect(table.getByRole('link', { name: 'Quintero Albéniz, Rosalía' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Lozano Quintero, Martín' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Grupo de edad' }).selectOption({ label: 'Menores de edad' });
  await expect(page).toHaveURL(/ageGroup=minor/);
  await expect(table.getByRole('link', { name: 'Lozano Quintero, Martín' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Quintero Albéniz, Rosalía' })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('quintero');
  await expect(page.getByRole('combobox', { name: 'Grupo de edad' })).toHaveValue('minor');
  await expect(table.getByRole('link', { name: 'Lozano Quintero, Martín' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Quintero Albéniz, Rosalía' })).toBeHidden();

  // Back to the unfiltered search.
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Grupo de edad' })).toHaveValue('');
  await expect(table.getByRole('link', { name: 'Quintero Albéniz, Rosalía' })).toBeVisible();
});

test('an employee edits a beneficiary but sees no delete action', async ({ page }) => {
  await signInAndLand(page, 'tecnica@demo.example.org');
  await page.goto('/intranet/beneficiary/create');
  await textbox(page, 'Nombre').fill('Amparo');
  await textbox(page, 'Apellidos').fill('Ferrer Soler');
  await page.getByRole('combobox', { name: /^Sexo/ }).selectOption({ label: 'Mujer' });
  await page.getByLabel(/^Fecha de nacimiento/).fill(birthdayYearsAgo(70));
  await page.getByRole('button', { name: 'Dar de alta' }).click();

  await expect(page.getByRole('heading', { name: 'Amparo Ferrer Soler', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
});

test('a phone-sized screen shows the list and the form without sideways scrolling of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await page.goto('/intranet/beneficiary/create');
  await expect(page.getByRole('heading', { name: 'Nueva persona beneficiaria', level: 1 })).toBeVisible();
  await page.getByLabel(/^Fecha de nacimiento/).fill(birthdayYearsAgo(9));
  await expect(page.getByRole('group', { name: 'Tutor o tutora' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/intranet/beneficiary');
  await expect(page.getByRole('combobox', { name: 'Grupo de edad' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
