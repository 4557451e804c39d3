import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { e2eBaseUrl, e2eDatabaseFile } from '../src/environment.ts';
import { decideCookies, signedIn, signInAndLand } from '../src/session.ts';

// The calendar of sessions: a coordinator finds a demo session in the week view and opens it; a volunteer on a
// phone reads their sessions as an agenda. The demo's sessions are relative to the day of seeding
// (docs/adr/0064-demo-data.md), which may be the day before the test's (a run that passes midnight in Spain): the
// tests read a session's day from the data and move to its week from this one.

const ACTIVITY = 'Taller de móvil para mayores';
const DAY_MS = 86_400_000;

/** The day of a demo session (`YYYY-MM-DD`), as it was seeded. */
function sessionDay(name: string): string {
  const db = new Database(e2eDatabaseFile, { readonly: true });
  try {
    return (
      db.prepare('select date from interventions where name = ? order by id limit 1').get(name) as {
        date: string;
      }
    ).date;
  } finally {
    db.close();
  }
}

/** Today in Spain, `YYYY-MM-DD`: the browser's today (the tests run in Europe/Madrid). */
function todayInSpain(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How many weeks (Monday to Sunday) after this one the day falls: the "Semana siguiente" clicks to reach it. */
function weeksAfterThisOne(day: string): number {
  const mondayOf = (date: string) => {
    const noon = Date.parse(`${date}T12:00:00Z`);
    return noon - ((new Date(noon).getUTCDay() + 6) % 7) * DAY_MS;
  };
  return Math.round((mondayOf(day) - mondayOf(todayInSpain())) / (7 * DAY_MS));
}

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

test('a coordinator opens the calendar, moves to the week of a session and opens it', async ({
  page,
}, testInfo) => {
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await page.getByRole('link', { name: 'Calendario' }).first().click();
  await expect(page).toHaveURL(/\/intranet\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible();
  // The month: weekdays as column headers, today marked.
  const month = page.getByRole('table', { name: /^Calendario: / });
  await expect(month.getByRole('columnheader')).toHaveCount(7);
  await expect(month.locator('[aria-current="date"]')).toHaveCount(1);
  await expectNoAxeViolations(page, testInfo, '/intranet/calendar');

  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(page.getByText(/^Mostrando: Semana del /)).toBeAttached();
  // The demo's first session is next Monday: next week, or this one when the demo was seeded the day before.
  for (let week = weeksAfterThisOne(sessionDay('Primeros pasos con WhatsApp')); week > 0; week -= 1) {
    const shown = await page.getByText(/^Mostrando: Semana del /).textContent();
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(page.getByText(/^Mostrando: Semana del /)).not.toHaveText(shown ?? '');
  }
  const week = page.getByRole('table', { name: /^Calendario: Semana del / });
  const session = week.getByRole('link', { name: `10:00–12:00 · ${ACTIVITY} · Primeros pasos con WhatsApp` });
  await expect(session).toBeVisible();
  await expectNoAxeViolations(page, testInfo, '/intranet/calendar?view=week');
  await session.click();
  await expect(page).toHaveURL(/\/intranet\/intervention\/\d+$/);
  await expect(page.getByText('Primeros pasos con WhatsApp').first()).toBeVisible();
});

test('the week is an hour grid: a morning session is drawn above an evening one, by the time ruler', async ({
  page,
}) => {
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await page.goto(`/intranet/calendar?view=week&day=${sessionDay('Videollamadas con la familia')}`);
  const week = page.getByRole('table', { name: /^Calendario: Semana del / });
  // That week holds Wednesday's video calls and a 10:00–12:00 session (Monday's WhatsApp or Saturday's homework).
  const evening = week
    .getByTestId('calendar-session')
    .filter({ has: page.getByRole('link', { name: /Videollamadas con la familia$/ }) });
  const morning = week
    .getByTestId('calendar-session')
    .filter({ has: page.getByRole('link', { name: /^10:00–12:00 · / }) })
    .first();
  await expect(evening).toBeVisible();
  await expect(morning).toBeVisible();
  const morningBox = (await morning.boundingBox())!;
  const eveningBox = (await evening.boundingBox())!;
  expect(morningBox.y + morningBox.height).toBeLessThanOrEqual(eveningBox.y);
  // The morning session starts level with the ruler's 10:00, and a two-hour session is two hours tall.
  const ruler = week.getByTestId('calendar-hours');
  const ten = (await ruler.getByText(/^10:00$/).boundingBox())!;
  const twelve = (await ruler.getByText(/^12:00$/).boundingBox())!;
  expect(Math.abs(morningBox.y - ten.y)).toBeLessThan(6);
  expect(Math.abs(morningBox.height - (twelve.y - ten.y))).toBeLessThan(6);
});

test('a volunteer on a phone sees their sessions as an agenda by day', async ({ browser }, testInfo) => {
  const page = await signedIn(browser, 'voluntaria@demo.example.org');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/volunteer/calendar?view=week');
  await expect(page.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible();
  // The volunteer's own session is the Monday after next (as seeded).
  for (let week = weeksAfterThisOne(sessionDay('Cita médica y banca en línea')); week > 0; week -= 1) {
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
  }
  const agenda = page.getByTestId('calendar-agenda');
  const mine = agenda
    .getByTestId('calendar-session')
    .filter({ hasText: `${ACTIVITY} · Cita médica y banca en línea` });
  await expect(mine).toContainText('Tienes plaza');
  await expect(page.getByRole('table')).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, testInfo, '/volunteer/calendar (phone)');
  await mine.getByRole('link').click();
  await expect(page).toHaveURL(/\/volunteer\/activity\/\d+$/);
  await page.context().close();
});
