import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl, e2eDatabaseFile } from '../src/environment.ts';
import { attachmentText, calendarValue, linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, signedIn, signInAndLand } from '../src/session.ts';

// A session is full; a volunteer joins its waiting list; staff remove a participant, and the volunteer is moved in
// at once and told by email, with the session's calendar entry.

const VOLUNTEER = 'voluntaria@demo.example.org';
const TAKEN_BY = 'jorge.herrera@demo.example.org';
const ACTIVITY = 'Taller de móvil para mayores';
const SESSION = 'Videollamadas con la familia';

const withDatabase = <T>(work: (db: Database.Database) => T): T => {
  const db = new Database(e2eDatabaseFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
};

const sessionId = (db: Database.Database) =>
  (db.prepare(`select id from interventions where name = ?`).get(SESSION) as { id: number }).id;

const userId = (db: Database.Database, email: string) =>
  (db.prepare(`select id from users where email = ?`).get(email) as { id: number }).id;

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

let originalMax: number;

// The session full: its volunteers (earlier specs may have added some) and one more place, taken by another
// volunteer of the demo.
test.beforeAll(() => {
  withDatabase((db) => {
    const session = sessionId(db);
    const now = new Date().toISOString();
    originalMax = (
      db.prepare(`select max_volunteers from interventions where id = ?`).get(session) as {
        max_volunteers: number;
      }
    ).max_volunteers;
    const { taken } = db
      .prepare(
        `select count(*) as taken from intervention_participants
         where intervention_id = ? and role = 'volunteer' and status in ('confirmed', 'pending')`,
      )
      .get(session) as { taken: number };
    db.prepare(`update interventions set max_volunteers = ? where id = ?`).run(taken + 1, session);
    db.prepare(
      `insert into intervention_participants
         (tenant_id, intervention_id, role, user_id, beneficiary_id, status, source, added_by_id, created_at, confirmed_at)
       select tenant_id, ?, 'volunteer', id, null, 'confirmed', 'staff', id, ?, ? from users where email = ?`,
    ).run(session, now, now, TAKEN_BY);
  });
});

// The demo data stays as the other tests expect it: its places as they were, nobody of this test in them, nobody
// waiting.
test.afterAll(() => {
  withDatabase((db) => {
    const session = sessionId(db);
    db.prepare(`update interventions set max_volunteers = ? where id = ?`).run(originalMax, session);
    db.prepare(`delete from waiting_list_entries where intervention_id = ?`).run(session);
    for (const email of [VOLUNTEER, TAKEN_BY]) {
      db.prepare(`delete from intervention_participants where intervention_id = ? and user_id = ?`).run(
        session,
        userId(db, email),
      );
    }
  });
});

test('a volunteer waits for a place of a full session and has it when a participant leaves', async ({
  page,
  browser,
}) => {
  // 1. The volunteer finds the session full and joins its waiting list.
  const volunteer = await signedIn(browser, VOLUNTEER);
  await volunteer.getByRole('link', { name: ACTIVITY }).click();
  await expect(volunteer).toHaveURL(/\/volunteer\/activity\/\d+$/);
  const activityId = /\/volunteer\/activity\/(\d+)$/.exec(volunteer.url())![1];
  const session = volunteer.getByTestId('intervention').filter({ hasText: SESSION });
  await expect(session.getByText('Completa')).toBeVisible();
  await session.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
  await expect(volunteer.getByText('Te has apuntado a la lista de espera')).toBeVisible();
  await expect(session.getByText('Lista de espera: puesto 1')).toBeVisible();
  await volunteer.goto('/volunteer/my-activities');
  await expect(volunteer.getByTestId('my-waiting-lists')).toContainText(ACTIVITY);
  await expect(volunteer.getByTestId('my-waiting-lists')).toContainText('Lista de espera: puesto 1');

  // 2. Staff see her in the line and remove the participant who held the place.
  const interventionId = withDatabase(sessionId);
  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto(`/intranet/intervention/${interventionId}`);
  const line = page.getByRole('region', { name: /^Lista de espera/ });
  await expect(line.getByTestId('waiting-list')).toContainText('Esperando plaza');
  const removedAt = new Date();
  await page.getByRole('button', { name: /^Quitar a Jorge/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click();
  await expect(line.getByText('Nadie espera plaza en esta intervención.')).toBeVisible();

  // 3. The volunteer is in, and her email says so with the link to the session and its calendar entry.
  const subject = `Ya tienes plaza en «${ACTIVITY}» · Fundación Demo`;
  const email = await waitForEmail(VOLUNTEER, removedAt, 15_000, subject);
  expect(email.text).toContain('eras la primera persona de la lista de espera');
  expect(new URL(linkIn(email, '/volunteer/activity/')).pathname).toBe(`/volunteer/activity/${activityId}`);
  expect(calendarValue(await attachmentText(email, 'sesion.ics'), 'METHOD')).toBe('REQUEST');
  await volunteer.goto(`/volunteer/activity/${activityId}`);
  const joined = volunteer.getByTestId('intervention').filter({ hasText: SESSION });
  await expect(joined.getByText('Estás inscrito/a')).toBeVisible();
  await expect(joined.getByText(/Lista de espera/)).toHaveCount(0);
  await volunteer.context().close();
});
