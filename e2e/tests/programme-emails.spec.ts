import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl, e2eDatabaseFile } from '../src/environment.ts';
import { attachmentText, calendarValue, linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, signedIn, signInAndLand } from '../src/session.ts';

// The emails people expect: the volunteer told of their validation, of joining and leaving a session (with the
// calendar file), and the coordinator who asked for it told of the people joining their activity.

const PENDING = 'pendiente@demo.example.org';
const VOLUNTEER = 'voluntaria@demo.example.org';
const COORDINATOR = 'coordinacion@demo.example.org';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

// The demo data stays as the other tests expect it: the pending volunteer pending, the coordinator's notices off.
test.afterAll(() => {
  const db = new Database(e2eDatabaseFile);
  try {
    db.prepare(
      `update users set validated_at = null, validated_by_id = null, status = 'pending' where email = ?`,
    ).run(PENDING);
    db.prepare(
      `update user_settings set notify_participation_changes = 0
       where user_id = (select id from users where email = ?)`,
    ).run(COORDINATOR);
  } finally {
    db.close();
  }
});

test('staff validate the pending volunteer, who is told by email', async ({ page }) => {
  await signInAndLand(page, 'tecnica@demo.example.org');
  await page.goto('/intranet/volunteer?status=pending');
  const since = new Date();
  await page.getByRole('button', { name: 'Validar a Pablo Domínguez Vera' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Validar a Pablo Domínguez Vera?' })
    .getByRole('button', { name: 'Validar' })
    .click();
  await expect(page.getByText('Persona voluntaria validada')).toBeVisible();

  const email = await waitForEmail(PENDING, since);
  expect(email.subject).toBe('Ya puedes inscribirte en las actividades de Fundación Demo');
  expect(new URL(linkIn(email, '/volunteer')).pathname).toBe('/volunteer');
});

test('the coordinator turns the notices on; a volunteer joins and leaves a session, with the calendar', async ({
  page,
  browser,
}) => {
  // 1. The coordinator asks to be told, in Mi perfil.
  await signInAndLand(page, COORDINATOR);
  await page.goto('/intranet/my-profile');
  const notices = page.getByRole('region', { name: 'Avisos por correo' });
  const toggle = notices.getByRole('switch', {
    name: 'Avisarme cuando alguien se inscriba o se dé de baja en las actividades que coordino',
  });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Te avisaremos por correo de las inscripciones y bajas')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();

  // 2. The volunteer signs up for a session of an activity the coordinator leads.
  const volunteer = await signedIn(browser, VOLUNTEER);
  await volunteer.getByRole('link', { name: 'Taller de móvil para mayores' }).click();
  const session = volunteer.getByTestId('intervention').filter({ hasText: 'Videollamadas con la familia' });
  const joinedAt = new Date();
  await session.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(volunteer.getByText('¡Te has inscrito en la intervención!')).toBeVisible();

  const joined = await waitForEmail(VOLUNTEER, joinedAt);
  expect(joined.subject).toBe('Te has inscrito en «Taller de móvil para mayores» · Fundación Demo');
  expect(joined.text).toContain('Cuándo: miércoles,');
  expect(joined.text).toContain('de 17:00 a 19:00.');
  expect(new URL(linkIn(joined, '/volunteer/activity/')).pathname).toMatch(/^\/volunteer\/activity\/\d+$/);
  expect(joined.attachments).toEqual([
    expect.objectContaining({
      filename: 'sesion.ics',
      contentType: expect.stringMatching(/^text\/calendar/),
    }),
  ]);
  const invitation = await attachmentText(joined, 'sesion.ics');
  expect(calendarValue(invitation, 'METHOD')).toBe('REQUEST');
  expect(calendarValue(invitation, 'SUMMARY')).toBe('Taller de móvil para mayores');
  expect(calendarValue(invitation, 'DTSTART')).toMatch(/^\d{8}T(15|16)0000Z$/);
  expect(calendarValue(invitation, 'LOCATION')).toBeTruthy();

  const notice = await waitForEmail(COORDINATOR, joinedAt);
  expect(notice.subject).toBe(
    'Valeria Sánchez Moreno se ha inscrito en «Taller de móvil para mayores» · Fundación Demo',
  );
  expect(new URL(linkIn(notice, '/intranet/intervention/')).pathname).toMatch(
    /^\/intranet\/intervention\/\d+$/,
  );

  // 3. Leaving sends the cancellation of the same calendar entry.
  const leftAt = new Date();
  await session.getByRole('button', { name: 'Cancelar inscripción' }).click();
  await volunteer.getByRole('alertdialog').getByRole('button', { name: 'Cancelar inscripción' }).click();
  await expect(session.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
  const leftSubject = 'Ya no estás inscrito en «Taller de móvil para mayores» · Fundación Demo';
  const left = await waitForEmail(VOLUNTEER, leftAt, 15_000, leftSubject);
  expect(left.subject).toBe(leftSubject);
  const cancellation = await attachmentText(left, 'cancelacion.ics');
  expect(calendarValue(cancellation, 'METHOD')).toBe('CANCEL');
  expect(calendarValue(cancellation, 'UID')).toBe(calendarValue(invitation, 'UID'));
  await volunteer.context().close();
});
