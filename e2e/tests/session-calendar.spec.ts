import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signedIn, signInAndLand } from '../src/session.ts';

// The calendar of sessions: a coordinator finds a demo session in the week view and opens it; a volunteer on a
// phone reads their sessions as an agenda. The demo's sessions are relative to the day of seeding
// (docs/adr/0064-demo-data.md): the first one is next Monday, the volunteer's own the Monday after.

const ACTIVITY = 'Taller de móvil para mayores';

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
