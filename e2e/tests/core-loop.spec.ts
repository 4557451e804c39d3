import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, signedIn, signInAndLand } from '../src/session.ts';

// Activities and participation end to end in the browser: staff plan a place, an activity and an intervention
// and publish them; the validated volunteer signs up from their home and the pending one is told why they
// cannot; a minor beneficiary waits for the tutor, whose emailed link authorises; the last free place taken
// leaves the session full.

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

test('a place, an activity and an intervention published by staff fill up with volunteers and a consented minor', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const placeName = `Aula del barrio ${stamp}`;
  const activityName = `Taller de lectura fácil ${stamp}`;
  const sessionDay = spanishDay(1);

  // 1. An employee creates a place open every day from 09:00 to 14:00…
  await signInAndLand(page, 'tecnica@demo.example.org');
  await page.goto('/intranet/place/create');
  await expect(page.getByRole('heading', { name: 'Nuevo lugar', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(placeName);
  await page.getByRole('combobox', { name: /^Tipo/ }).selectOption('classroom');
  await page.getByRole('spinbutton', { name: /^Aforo/ }).fill('20');
  await page
    .getByRole('combobox', { name: /^Comunidad autónoma o región/ })
    .selectOption({ label: 'Andalucía' });
  await page.getByRole('combobox', { name: /^Provincia/ }).selectOption({ label: 'Málaga' });
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Málaga');
  await page.getByRole('combobox', { name: /^Municipio/ }).selectOption({ label: 'Málaga' });
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Calle Cruz Verde 4');
  for (const weekday of WEEKDAYS) {
    await page.getByRole('button', { name: `Añadir tramo el ${weekday}` }).click();
  }
  await page.getByRole('button', { name: 'Dar de alta el lugar' }).click();
  await expect(page).toHaveURL(/\/intranet\/place\/\d+$/);
  await expect(page.getByRole('heading', { name: placeName, level: 1 })).toBeVisible();

  // …an activity with a coordinator and a partner…
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

  // …and tomorrow's intervention in the new place, with two volunteer places, then publishes it.
  await page.getByRole('button', { name: 'Añadir intervención' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva intervención' });
  await dialog.getByLabel(/^Fecha\*?$/).fill(sessionDay);
  await dialog.getByLabel(/^Hora de inicio/).fill('10:00');
  await dialog.getByLabel(/^Hora de fin/).fill('12:00');
  await dialog.getByLabel(/^Lugar/).selectOption({ label: placeName });
  await dialog.getByLabel(/^Máximo de voluntarios/).fill('2');
  await dialog.getByLabel(/^Máximo de beneficiarios/).fill('5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Intervención creada')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page
    .getByRole('alertdialog', { name: `¿Pasar «${activityName}» a «Publicada»?` })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(page.getByTestId('activity-summary').getByText('Publicada')).toBeVisible();

  // Staff put a volunteer without an online account in one of the two places.
  await page.getByTestId('intervention-row').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/intranet\/intervention\/\d+$/);
  const interventionUrl = page.url();
  await page.getByRole('button', { name: 'Añadir voluntario' }).click();
  const addVolunteer = page.getByRole('dialog', { name: 'Añadir un voluntario' });
  await addVolunteer.getByRole('textbox', { name: 'Buscar' }).fill('Herrera');
  await addVolunteer.getByRole('button', { name: 'Añadir a Jorge Herrera Lara' }).click();
  const volunteers = page.getByRole('region', { name: /^Voluntariado/ });
  await expect(volunteers.getByRole('row', { name: /Jorge Herrera Lara/ })).toContainText('Confirmada');

  // 2. The validated volunteer finds the activity on their home and takes the last place.
  const volunteer = await signedIn(browser, 'voluntaria@demo.example.org');
  await volunteer.setViewportSize({ width: 375, height: 800 });
  await expect(volunteer).toHaveURL(/\/volunteer$/);
  await volunteer.getByRole('link', { name: activityName }).click();
  await expect(volunteer.getByRole('heading', { name: activityName, level: 1 })).toBeVisible();
  const session = volunteer.getByTestId('intervention');
  await expect(session).toContainText('Queda 1 plaza');
  await expect(session).toContainText(placeName);
  await session.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(volunteer.getByText('¡Te has inscrito en la intervención!')).toBeVisible();
  await expect(session).toContainText('Estás inscrito/a');
  await expect(session).toContainText('Completa');
  await volunteer.context().close();

  // 3. The pending volunteer is told why they cannot sign up, and the session is full for the next one.
  const pending = await signedIn(browser, 'pendiente@demo.example.org');
  await expect(pending.getByTestId('subscription-warning')).toContainText(
    'Tu perfil está pendiente de validación: aún no puedes inscribirte',
  );
  await pending.getByRole('link', { name: activityName }).click();
  const fullSession = pending.getByTestId('intervention');
  await expect(fullSession).toContainText('Completa');
  await expect(fullSession.getByRole('button', { name: 'Inscribirme' })).toBeDisabled();
  await expect(fullSession).toContainText('No quedan plazas libres en esta sesión.');
  await pending.context().close();

  // 4. Staff add a minor beneficiary: pending until the tutor consents through the emailed link.
  await page.goto(interventionUrl);
  const volunteersAfter = page.getByRole('region', { name: /^Voluntariado/ });
  await expect(volunteersAfter.getByRole('row', { name: /Valeria Sánchez Moreno/ })).toContainText(
    'Inscripción propia',
  );
  await expect(volunteersAfter.getByRole('button', { name: 'Plazas completas' })).toBeDisabled();
  const askedAt = new Date();
  await page.getByRole('button', { name: 'Añadir beneficiario' }).click();
  const addBeneficiary = page.getByRole('dialog', { name: 'Añadir una persona beneficiaria' });
  await addBeneficiary.getByRole('textbox', { name: 'Buscar' }).fill('Hugo');
  await addBeneficiary.getByRole('button', { name: 'Añadir a Hugo Molina Rey' }).click();
  const beneficiaries = page.getByRole('region', { name: /^Personas beneficiarias/ });
  const child = beneficiaries.getByRole('row', { name: /Hugo Molina Rey/ });
  await expect(child).toContainText('Pendiente de consentimiento');

  const email = await waitForEmail('tutora@demo.example.org', askedAt);
  const tutor = await browser.newPage();
  await decideCookies(tutor.context(), e2eBaseUrl);
  await tutor.goto(linkIn(email, '/authorized-participation/'));
  await expect(tutor.getByRole('heading', { name: 'Autorizar la participación', level: 1 })).toBeVisible();
  await expect(tutor.getByText('Hugo Molina Rey')).toBeVisible();
  await expect(tutor.getByText(activityName)).toBeVisible();
  await expect(tutor.getByText(/Calle Cruz Verde 4/)).toBeVisible();
  await tutor.getByRole('button', { name: 'Autorizar la participación' }).click();
  await expect(tutor.getByText('¡Gracias! Hemos registrado tu autorización.')).toBeVisible();
  await tutor.context().close();

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Personas beneficiarias/ })
      .getByRole('row', { name: /Hugo Molina Rey/ }),
  ).toContainText('Confirmada');
});
