import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl, e2eDatabaseFile } from '../src/environment.ts';
import { attachmentText, calendarValue, linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, signedIn, signInAndLand } from '../src/session.ts';

// A volunteer joins a session; staff move it to a later time, and the volunteer is told by email what changed,
// with the calendar entry updated (same UID, METHOD:REQUEST).

const VOLUNTEER = 'voluntaria@demo.example.org';
const ACTIVITY = 'Taller de móvil para mayores';
const SESSION = 'Videollamadas con la familia';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

// The demo data stays as the other tests expect it: the session at 17:00–19:00, without the volunteer.
test.afterAll(() => {
  const db = new Database(e2eDatabaseFile);
  try {
    const session = db.prepare(`select id from interventions where name = ?`).get(SESSION) as { id: number };
    db.prepare(`update interventions set schedule_start = '17:00', schedule_end = '19:00' where id = ?`).run(
      session.id,
    );
    db.prepare(
      `delete from intervention_participants
       where intervention_id = ? and user_id = (select id from users where email = ?)`,
    ).run(session.id, VOLUNTEER);
  } finally {
    db.close();
  }
});

test('staff move a session a volunteer joined, and the volunteer is told what changed', async ({
  page,
  browser,
}) => {
  // 1. The volunteer joins the session, and gets its calendar entry.
  const volunteer = await signedIn(browser, VOLUNTEER);
  await volunteer.getByRole('link', { name: ACTIVITY }).click();
  await expect(volunteer).toHaveURL(/\/volunteer\/activity\/\d+$/);
  const activityId = /\/volunteer\/activity\/(\d+)$/.exec(volunteer.url())![1];
  const session = volunteer.getByTestId('intervention').filter({ hasText: SESSION });
  const joinedAt = new Date();
  await session.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(volunteer.getByText('¡Te has inscrito en la intervención!')).toBeVisible();
  const joined = await waitForEmail(
    VOLUNTEER,
    joinedAt,
    15_000,
    `Te has inscrito en «${ACTIVITY}» · Fundación Demo`,
  );
  const invitation = await attachmentText(joined, 'sesion.ics');
  await volunteer.context().close();

  // 2. Staff move it an hour later, in the activity's interventions.
  await signInAndLand(page, 'tecnica@demo.example.org');
  await page.goto(`/intranet/activity/${activityId}`);
  const row = page.getByTestId('intervention-row').filter({ hasText: SESSION });
  await expect(row).toContainText('17:00–19:00');
  await row.getByRole('button', { name: /^Editar la intervención/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar intervención' });
  await dialog.getByLabel(/^Hora de inicio/).fill('18:00');
  await dialog.getByLabel(/^Hora de fin/).fill('20:00');
  const movedAt = new Date();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('18:00–20:00');

  // 3. The volunteer's email: before → after, the link to the session and the updated entry.
  const subject = `Cambios en tu sesión de «${ACTIVITY}» · Fundación Demo`;
  const changed = await waitForEmail(VOLUNTEER, movedAt, 15_000, subject);
  expect(changed.text).toMatch(/Cuándo: miércoles, .*, de 17:00 a 19:00 → miércoles, .*, de 18:00 a 20:00\./);
  expect(changed.text).toContain('Dónde: ');
  expect(new URL(linkIn(changed, '/volunteer/activity/')).pathname).toBe(`/volunteer/activity/${activityId}`);
  const updated = await attachmentText(changed, 'sesion.ics');
  expect(calendarValue(updated, 'METHOD')).toBe('REQUEST');
  expect(calendarValue(updated, 'UID')).toBe(calendarValue(invitation, 'UID'));
  expect(Number(calendarValue(updated, 'SEQUENCE'))).toBeGreaterThan(
    Number(calendarValue(invitation, 'SEQUENCE')),
  );
  expect(calendarValue(updated, 'DTSTART')).toMatch(/^\d{8}T(16|17)0000Z$/);
});
