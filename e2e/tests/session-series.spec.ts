import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl, e2eDatabaseFile } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A coordinator adds a weekly series of sessions to an activity in one step: the dates are checked first, one is
// unticked, and the others are saved together and listed with the activity's sessions.

const ACTIVITY = 'Taller de móvil para mayores';
const SERIES = 'Repaso semanal en línea';

/** `YYYY-MM-DD`, `days` from today (the demo activity runs from today for ten weeks). */
const dayFromToday = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

// The demo data stays as the other tests expect it: the activity without these sessions.
test.afterAll(() => {
  const db = new Database(e2eDatabaseFile);
  try {
    const series = db
      .prepare(`select distinct series_id as id from interventions where name = ? and series_id is not null`)
      .all(SERIES) as { id: number }[];
    db.prepare(`delete from interventions where name = ?`).run(SERIES);
    for (const { id } of series) db.prepare(`delete from intervention_series where id = ?`).run(id);
  } finally {
    db.close();
  }
});

test('a coordinator creates a weekly series with one date unticked and sees its sessions', async ({
  page,
}) => {
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await page.goto('/intranet/activity');
  await page.getByRole('link', { name: ACTIVITY }).first().click();
  await expect(page.getByRole('heading', { name: ACTIVITY, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir serie de sesiones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva serie de sesiones' });
  const firstDay = dayFromToday(14);
  await dialog.getByLabel(/^Nombre de la intervención/).fill(SERIES);
  await dialog.getByLabel(/^Primer día/).fill(firstDay);
  await dialog.getByLabel(/^Hora de inicio/).fill('07:00');
  await dialog.getByLabel(/^Hora de fin/).fill('08:00');
  await dialog.getByLabel(/^Formato/).selectOption('online');
  await dialog.getByLabel(/^Termina/).selectOption('after-count');
  await dialog.getByLabel(/^Número de sesiones/).fill('3');
  await dialog.getByRole('button', { name: 'Comprobar fechas' }).click();

  const days = dialog.getByTestId('series-day');
  await expect(days).toHaveCount(3);
  await days.nth(1).getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: 'Crear 2 sesiones' }).click();
  await expect(dialog).toBeHidden();

  const rows = page.getByTestId('intervention-row').filter({ hasText: SERIES });
  await expect(rows).toHaveCount(2);
  // The first and the third week; the second, unticked, is not there.
  const shown = (date: string) =>
    new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
      .format(new Date(`${date}T00:00:00Z`))
      .replace('.', '');
  await expect(rows.nth(0)).toContainText(shown(firstDay));
  await expect(rows.nth(1)).toContainText(shown(dayFromToday(28)));
  for (const row of [rows.nth(0), rows.nth(1)]) {
    await expect(row).toContainText('7:00–8:00');
    await expect(row).toContainText('En línea');
  }
});
