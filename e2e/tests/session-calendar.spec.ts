import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signedIn, signInAndLand } from '../src/session.ts';

// The calendar of sessions: a coordinator finds a demo session in the week view and opens it; a volunteer on a
// phone reads their sessions as an agenda. The demo's sessions are relative to the day of seeding
// (docs/adr/0064-demo-data.md): the first one is next Monday, the volunteer's own the Monday after.

const ACTIVITY = 'Taller de móvil para mayores';

/** The first Wednesday after today in Spain: the demo's "Videollamadas con la familia", 17:00–19:00. */
function nextWednesday(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  let day = Date.parse(`${part('year')}-${part('month')}-${part('day')}T12:00:00Z`) + 86_400_000;
  while (new Date(day).getUTCDay() !== 3) day += 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
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
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await expect(page.getByText(/^Mostrando: Semana del /)).toBeAttached();
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
  await page.goto(`/intranet/calendar?view=week&day=${nextWednesday()}`);
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
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
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
