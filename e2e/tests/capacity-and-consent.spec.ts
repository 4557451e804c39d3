import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A session planned for more people than its room holds is saved with a warning in a room that only warns, and
// refused in a room that does not allow it (docs/adr/0010-room-capacity.md); a tutor who declines through the
// emailed link leaves the minor out of the session, and staff see the refusal with its reason.

const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** `YYYY-MM-DD` of the calendar day in Spain, `days` from today. */
function spanishDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

test('a room too small for a session warns or refuses, and a tutor declines a minor’s participation', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const placeName = `Sala pequeña ${stamp}`;
  const activityName = `Taller de cuentos ${stamp}`;

  // A room for 16 people, open every day from 09:00 to 14:00; it only warns, as every room does by default.
  await signInAndLand(page, 'tecnica@demo.example.org');
  await page.goto('/intranet/place/create');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(placeName);
  await page.getByRole('combobox', { name: /^Tipo/ }).selectOption('classroom');
  await page.getByRole('spinbutton', { name: /^Aforo/ }).fill('16');
  await expect(page.getByRole('combobox', { name: /^Si una sesión supera el aforo/ })).toHaveValue('warn');
  await page
    .getByRole('combobox', { name: /^Comunidad autónoma o región/ })
    .selectOption({ label: 'Andalucía' });
  await page.getByRole('combobox', { name: /^Provincia/ }).selectOption({ label: 'Málaga' });
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Málaga');
  await page.getByRole('combobox', { name: /^Municipio/ }).selectOption({ label: 'Málaga' });
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Calle Granada 12');
  for (const weekday of WEEKDAYS) {
    await page.getByRole('button', { name: `Añadir tramo el ${weekday}` }).click();
  }
  await page.getByRole('button', { name: 'Dar de alta el lugar' }).click();
  await expect(page).toHaveURL(/\/intranet\/place\/\d+$/);
  const placeUrl = page.url();

  await page.goto('/intranet/activity/create');
  await page.getByRole('textbox', { name: /^Nombre de la actividad/ }).fill(activityName);
  await page.getByLabel(/^Tipo/).selectOption({ label: 'Educativa' });
  await page.getByLabel(/^Modalidad/).selectOption({ label: 'Presencial' });
  await page.getByLabel(/^Coordinador/).selectOption({ label: 'Carlos Ortega Prieto' });
  await page.getByRole('checkbox', { name: 'Asociación Mar de Letras' }).check();
  await page.getByLabel(/^Fecha de inicio/).fill(spanishDay(0));
  await page.getByLabel(/^Fecha de fin/).fill(spanishDay(30));
  await page.getByRole('button', { name: 'Crear la actividad' }).click();
  await expect(page.getByRole('heading', { name: activityName, level: 1 })).toBeVisible();
  const activityUrl = page.url();

  // 1. The walk-through's session: 2 volunteers, 1 employee and 40 beneficiaries. The form warns as the
  // maximums are typed, saves, and the warning stays in the list.
  await page.getByRole('button', { name: 'Añadir intervención' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nueva intervención' });
  await dialog.getByLabel(/^Fecha\*?$/).fill(spanishDay(1));
  await dialog.getByLabel(/^Hora de inicio/).fill('10:00');
  await dialog.getByLabel(/^Hora de fin/).fill('12:00');
  await dialog.getByLabel(/^Lugar/).selectOption({ label: placeName });
  await dialog.getByLabel(/^Máximo de voluntarios/).fill('2');
  await dialog.getByLabel(/^Máximo de técnicos/).fill('1');
  await dialog.getByLabel(/^Máximo de beneficiarios/).fill('40');
  const warning = 'La sala tiene capacidad para 16 personas y esta sesión prevé hasta 43.';
  await expect(dialog.getByTestId('capacity-notice')).toHaveText(warning);
  await expectNoAxeViolations(page, testInfo, 'intervention dialog with the capacity warning', {
    include: '[role="dialog"]',
  });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText(`Guardada, pero ${warning.charAt(0).toLowerCase()}${warning.slice(1)}`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('intervention-row');
  await expect(row).toContainText('Prevé 43 personas; aforo 16');

  // 2. The room stops allowing it: a second session that big is refused before it is sent, and fits once lowered.
  await page.goto(placeUrl);
  await page.getByRole('combobox', { name: /^Si una sesión supera el aforo/ }).selectOption('refuse');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Lugar actualizado')).toBeVisible();
  await page.goto(activityUrl);
  await page.getByRole('button', { name: 'Añadir intervención' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva intervención' });
  await dialog.getByLabel(/^Fecha\*?$/).fill(spanishDay(2));
  await dialog.getByLabel(/^Hora de inicio/).fill('10:00');
  await dialog.getByLabel(/^Hora de fin/).fill('12:00');
  await dialog.getByLabel(/^Lugar/).selectOption({ label: placeName });
  await dialog.getByLabel(/^Máximo de beneficiarios/).fill('40');
  const refusal =
    'La sala tiene capacidad para 16 personas y esta sesión prevé hasta 41: baja los máximos o elige otro lugar';
  await expect(dialog.getByTestId('capacity-notice')).toHaveText(refusal);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByLabel(/^Máximo de beneficiarios/)).toHaveAccessibleDescription(refusal);
  await dialog.getByLabel(/^Máximo de beneficiarios/).fill('14');
  await expect(dialog.getByTestId('capacity-notice')).toBeHidden();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Intervención creada')).toBeVisible();
  await expect(page.getByTestId('intervention-row')).toHaveCount(2);

  // 3. A minor is added to the first session; the tutor declines through the emailed link, with a reason.
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/intranet\/intervention\/\d+$/);
  const interventionUrl = page.url();
  await expect(page.getByText('Supera el aforo del lugar')).toBeVisible();
  const askedAt = new Date();
  await page.getByRole('button', { name: 'Añadir beneficiario' }).click();
  const addBeneficiary = page.getByRole('dialog', { name: 'Añadir una persona beneficiaria' });
  await addBeneficiary.getByRole('textbox', { name: 'Buscar' }).fill('Hugo');
  await addBeneficiary.getByRole('button', { name: 'Añadir a Hugo Molina Rey' }).click();
  const beneficiaries = page.getByRole('region', { name: /^Personas beneficiarias/ });
  await expect(beneficiaries.getByRole('row', { name: /Hugo Molina Rey/ })).toContainText(
    'Pendiente de consentimiento',
  );

  const email = await waitForEmail('tutora@demo.example.org', askedAt);
  const consentLink = linkIn(email, '/authorized-participation/');
  const tutorContext = await browser.newContext({ baseURL: e2eBaseUrl });
  await decideCookies(tutorContext, e2eBaseUrl);
  const tutor = await tutorContext.newPage();
  await tutor.goto(consentLink);
  await expect(tutor.getByText(activityName)).toBeVisible();
  await tutor.getByRole('button', { name: 'No autorizo' }).click();
  await expect(tutor.getByText(/Hugo no participará en esta sesión/)).toBeVisible();
  await expectNoAxeViolations(tutor, testInfo, 'consent page, declining');
  await tutor.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Ese día tiene revisión médica.');
  await tutor.getByRole('button', { name: 'Confirmar que no autorizo' }).click();
  await expect(tutor.getByText(/no das tu autorización\. Ya puedes cerrar esta página/)).toBeVisible();
  await expect(tutor.getByRole('button', { name: 'Autorizar la participación' })).toBeHidden();
  // The same link afterwards cannot authorise.
  await tutor.reload();
  await expect(tutor.getByText(/que no das tu autorización\. La entidad lo tiene registrado/)).toBeVisible();
  await expect(tutor.getByRole('button', { name: 'Autorizar la participación' })).toBeHidden();
  await tutorContext.close();

  // 4. Staff see the refusal with its reason; the minor takes no place and the family is not asked again.
  await page.goto(interventionUrl);
  const child = page
    .getByRole('region', { name: /^Personas beneficiarias/ })
    .getByRole('row', { name: /Hugo Molina Rey/ });
  await expect(child).toContainText('Rechazada por la persona tutora');
  await expect(child).toContainText('Motivo: «Ese día tiene revisión médica.»');
  await expect(child.getByRole('button', { name: /Reenviar/ })).toHaveCount(0);
  await expect(child.getByRole('button', { name: /Quitar/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Personas beneficiarias/ })).toContainText('0 de 40');
});
