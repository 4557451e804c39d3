import fs from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { waitForEmail } from '../src/mail.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// The bulk import of spec §2 as staff use it: the template, a file checked before anything is stored, the
// refused rows to fix, the import with its invitations, and the history.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

const textOf = async (download: Download) => fs.readFile((await download.path()) as string, 'utf8');

/** A DNI with its right control letter. */
const dni = (number: number) => `${String(number).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;

test('staff import volunteers from the template: the check first, the refused rows to fix, then the import with invitations', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const base = Date.now() % 90_000_000;
  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto('/intranet/volunteer');
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page).toHaveURL(/\/intranet\/volunteer\/import$/);
  await expect(page.getByRole('heading', { name: 'Importar voluntariado' })).toBeVisible();

  // Step 1: the template, the exact headers and an example row.
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  expect(templateDownload.suggestedFilename()).toBe('plantilla-voluntariado.csv');
  const [header, example] = (await textOf(templateDownload)).replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toMatch(/^Nombre;Apellidos;Correo electrónico;/);

  // Step 2: the example row becomes two people, and a third with an email that is not one.
  const rowWith = (email: string, document: string) =>
    (example as string).replace('lucia.garcia@example.org', email).replace('12345678Z', document);
  const first = `importada.${stamp}@example.org`;
  const file = [
    header,
    rowWith(first, dni(base)),
    rowWith(`segunda.${stamp}@example.org`, dni(base + 1)),
    rowWith(`sin-arroba-${stamp}`, dni(base + 2)),
    '',
  ].join('\r\n');
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: `altas-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${file}`),
  });
  await expect(page.getByText('2 filas se darán de alta')).toBeVisible();
  await expect(page.getByText('1 fila tiene errores y no se importará')).toBeVisible();
  const refusals = page.getByRole('table', { name: 'Errores de las filas que no se importarán' });
  await expect(
    refusals.getByRole('row', { name: /4.*Correo electrónico.*Introduce un correo electrónico válido/ }),
  ).toBeVisible();

  // The refused rows, as they were, with their reasons, to fix and upload again.
  const [rejectedDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar filas con errores' }).click(),
  ]);
  const rejected = (await textOf(rejectedDownload)).replace(/^\uFEFF/, '').split('\r\n');
  expect(rejected[0]).toMatch(/;Errores$/);
  expect(rejected[1]).toContain(`sin-arroba-${stamp}`);
  expect(rejected[1]).toContain('Correo electrónico: Introduce un correo electrónico válido');
  expect(rejected.filter(Boolean)).toHaveLength(2);

  // The import, with the invitations (ticked unless staff untick it).
  await expect(page.getByRole('checkbox', { name: /Enviar la invitación por correo/ })).toBeChecked();
  const since = new Date();
  await page.getByRole('button', { name: 'Importar 2 filas' }).click();
  await expect(page.getByText('Se han dado de alta 2 filas')).toBeVisible();
  const invitation = await waitForEmail(first, since);
  expect(invitation.subject).toMatch(/Fundación Demo/);

  const history = page.getByRole('table', { name: /Archivos importados/ });
  await expect(history.getByRole('row', { name: new RegExp(`altas-${stamp}\\.csv`) })).toContainText(
    'Terminada',
  );

  // They are in the list, pending validation.
  await page.goto(`/intranet/volunteer?q=${stamp}`);
  const list = page.getByRole('table', { name: 'Personas voluntarias' });
  await expect(list.getByRole('row')).toHaveCount(3);
});

test('staff check a partners file: the NIF and its control character, before anything is stored', async ({
  page,
}) => {
  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto('/intranet/partner');
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { name: 'Importar entidades colaboradoras' })).toBeVisible();
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  const [header, example] = (await textOf(templateDownload)).replace(/^\uFEFF/, '').split('\r\n');
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'entidades.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, (example as string).replace('G28123453', 'G28123450'), ''].join('\r\n')),
  });
  await expect(page.getByText('1 fila tiene errores y no se importará')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Errores de las filas que no se importarán' })
      .getByRole('row', { name: /NIF/ }),
  ).toContainText('3');
  await expect(page.getByRole('button', { name: /Importar 0 filas/ })).toBeDisabled();
});
