import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// After a session, a coordinator marks who came and the volunteers' minutes; the volunteer then sees the time they
// gave in "Mis horas", on a phone.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

test('a coordinator marks the attendance of a held session, and the volunteer sees their hours', async ({
  page,
}) => {
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await page.goto('/intranet/volunteer?q=valeria');
  await page.getByRole('link', { name: 'Sánchez Moreno, Valeria' }).click();
  await page
    .getByRole('region', { name: 'Sesiones pasadas' })
    .getByRole('link', { name: 'Recogida solidaria de alimentos · Recogida en el Centro Cívico' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/intervention\/\d+$/);

  const sheet = page.getByRole('region', { name: 'Asistencia' });
  // The session ran from 10:00 to 13:00: three hours unless changed.
  const minutes = sheet.getByLabel('Minutos de Valeria Sánchez Moreno');
  await expect(minutes).toHaveValue('180');
  await sheet.getByRole('button', { name: 'Marcar a todos presentes' }).click();
  await expect(
    sheet.getByRole('button', { name: 'Asistió: Valeria Sánchez Moreno', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: 'No asistió: Jorge Herrera Lara' }).click();
  await minutes.fill('150');
  await expect(sheet.getByText('2 h 30 min')).toBeVisible();
  await sheet.getByRole('button', { name: 'Guardar asistencia' }).click();
  await expect(page.getByText('Asistencia guardada')).toBeVisible();
  await expect(sheet.getByText(/^Anotado por /).first()).toBeVisible();

  // The volunteer, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndLand(page, 'voluntaria@demo.example.org');
  await page.goto('/volunteer/my-activities');
  await page.getByRole('tab', { name: 'Mis horas' }).click();
  await expect(page.getByTestId('my-hours-total')).toHaveText('2 h 30 min');
  await expect(page.getByText('En 1 sesión')).toBeVisible();
  const hours = page.getByTestId('my-hours');
  await expect(hours.getByRole('link', { name: 'Recogida solidaria de alimentos' })).toBeVisible();
  await expect(hours.getByText('Recogida en el Centro Cívico')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
