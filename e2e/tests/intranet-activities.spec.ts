import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

test('an employee creates an activity with an intervention in a demo room, publishes it and duplicates it', async ({
  page,
}) => {
  const name = `Taller de móvil ${Date.now()}`;
  await signInAndLand(page, 'tecnica@demo.example.org');

  // Staff land on the activity list.
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await expect(page.getByRole('heading', { name: 'Actividades', level: 1 })).toBeVisible();
  // The header's button (an empty list offers it again).
  await page.getByRole('link', { name: 'Nueva actividad' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nueva actividad', level: 1 })).toBeVisible();

  // Without coordinator nor partner, the shared rules answer before anything is sent.
  await page.getByRole('textbox', { name: /^Nombre de la actividad/ }).fill(name);
  await page.getByRole('button', { name: 'Crear la actividad' }).click();
  await expect(page.getByLabel(/^Coordinador/)).toHaveAccessibleDescription('Selecciona un coordinador');
  await expect(page.getByText('Selecciona al menos una entidad colaboradora')).toBeVisible();

  await page.getByLabel(/^Tipo/).selectOption({ label: 'Educativa' });
  await page.getByLabel(/^Modalidad/).selectOption({ label: 'Presencial' });
  await page.getByLabel(/^Coordinador/).selectOption({ label: 'Carlos Ortega Prieto' });
  await page.getByRole('checkbox', { name: 'Asociación Mar de Letras' }).check();
  await page.getByLabel(/^Fecha de inicio/).fill('2027-03-01');
  await page.getByLabel(/^Fecha de fin/).fill('2027-03-31');
  await page.getByRole('button', { name: 'Crear la actividad' }).click();

  await expect(page).toHaveURL(/\/intranet\/activity\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const summary = page.getByTestId('activity-summary');
  await expect(summary.getByText('Borrador')).toBeVisible();

  // An intervention on Monday 1 March 2027 in the computer room (open on Mondays from 09:00 to 14:00).
  await page.getByRole('button', { name: 'Añadir intervención' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva intervención' });
  await expect(dialog.getByLabel(/^Fecha\*?$/)).toHaveValue('2027-03-01');
  await dialog.getByLabel(/^Hora de inicio/).fill('10:00');
  await dialog.getByLabel(/^Hora de fin/).fill('12:00');
  await dialog.getByLabel(/^Lugar/).selectOption({ label: 'Aula de informática Carretería' });
  await dialog.getByLabel(/^Máximo de voluntarios/).fill('4');
  await dialog.getByLabel(/^Máximo de beneficiarios/).fill('12');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Intervención creada')).toBeVisible();
  const row = page.getByTestId('intervention-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10:00–12:00');
  await expect(row).toContainText('Aula de informática Carretería');
  await expect(row.getByRole('link', { name: '1 mar 2027' })).toHaveAttribute(
    'href',
    /\/intranet\/intervention\/\d+$/,
  );

  // The same room at an overlapping time in another intervention of the activity is refused with its key.
  await page.getByRole('button', { name: 'Añadir intervención' }).click();
  await dialog.getByLabel(/^Hora de inicio/).fill('11:00');
  await dialog.getByLabel(/^Hora de fin/).fill('13:00');
  await dialog.getByLabel(/^Lugar/).selectOption({ label: 'Aula de informática Carretería' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByLabel(/^Hora de inicio/)).toHaveAccessibleDescription(
    'El horario se solapa con otra intervención de la actividad',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Publish: only the allowed moves are offered, and 'active' reads 'Publicada'.
  await expect(page.getByRole('button', { name: 'Finalizar' })).toBeHidden();
  await page.getByRole('button', { name: 'Publicar' }).click();
  const confirm = page.getByRole('alertdialog', { name: `¿Pasar «${name}» a «Publicada»?` });
  await confirm.getByRole('button', { name: 'Publicar' }).click();
  await expect(summary.getByText('Publicada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como lista' })).toBeVisible();
  const activityUrl = page.url();

  // In the list, with its status.
  await page.goto('/intranet/activity');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  const listed = page
    .getByRole('table', { name: 'Actividades' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(listed.getByText('Publicada')).toBeVisible();

  // Duplicate four weeks later: a draft with its intervention moved to Monday 29 March.
  await page.goto(activityUrl);
  await page.getByRole('link', { name: 'Duplicar' }).click();
  await expect(page.getByRole('heading', { name: `Duplicar «${name}»`, level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Nombre de la copia/)).toHaveValue(name);
  await page.getByLabel(/^Nombre de la copia/).fill(`${name} (abril)`);
  await page.getByLabel(/^Fecha de inicio/).fill('2027-03-29');
  await page.getByLabel(/^Fecha de fin/).fill('2027-04-28');
  await page.getByRole('button', { name: 'Crear la copia' }).click();
  await expect(page.getByRole('heading', { name: `${name} (abril)`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('activity-summary').getByText('Borrador')).toBeVisible();
  const copied = page.getByTestId('intervention-row');
  await expect(copied).toHaveCount(1);
  await expect(copied.getByRole('link', { name: '29 mar 2027' })).toBeVisible();
  await expect(copied).toContainText('Aula de informática Carretería');
});
