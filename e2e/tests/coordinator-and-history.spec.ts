import { expect, test } from '@playwright/test';
import { adminHeaders, createInvitedVolunteer } from '../src/api-setup.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// A coordinator's lists start with their own activities; a volunteer's record tells their sessions and who
// validated them, and when.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

test('a coordinator sees only their activities at first, and every activity with one click', async ({
  page,
}) => {
  await signInAndLand(page, 'coordinacion@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  const table = page.getByRole('table', { name: 'Actividades' });
  const scope = page.getByRole('group', { name: 'Qué mostrar' });
  await expect(scope.getByRole('button', { name: 'Solo las mías' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('link', { name: 'Taller de móvil para mayores' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Recogida solidaria de alimentos' })).toBeVisible();
  // Led by another coordinator.
  await expect(table.getByRole('link', { name: 'Refuerzo escolar de primaria' })).toHaveCount(0);

  await scope.getByRole('button', { name: 'Todas' }).click();
  await expect(page).toHaveURL(/\/intranet\/activity\?mine=no$/);
  await expect(table.getByRole('link', { name: 'Refuerzo escolar de primaria' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Taller de móvil para mayores' })).toBeVisible();

  // The choice survives a reload, and is remembered on the next visit to the list.
  await page.reload();
  await expect(table.getByRole('link', { name: 'Refuerzo escolar de primaria' })).toBeVisible();
  await page.goto('/intranet/volunteer');
  await page.goto('/intranet/activity');
  await expect(scope.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('link', { name: 'Refuerzo escolar de primaria' })).toBeVisible();

  await scope.getByRole('button', { name: 'Solo las mías' }).click();
  await expect(page).toHaveURL(/\/intranet\/activity\?mine=yes$/);
  await expect(table.getByRole('link', { name: 'Refuerzo escolar de primaria' })).toHaveCount(0);
});

test("an administrator validates a volunteer and finds it, with their own name, in the volunteer's history", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const stamp = Date.now().toString(36);
  const volunteerId = await createInvitedVolunteer(request, {
    name: 'Elena',
    surname: `Historial ${stamp}`,
    email: `elena.${stamp}@example.org`,
  });

  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto(`/intranet/volunteer?q=${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`Historial ${stamp}`) });
  await row.getByRole('button', { name: 'Validar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Validar' }).click();
  await expect(row.getByRole('button', { name: 'Validar' })).toHaveCount(0);

  // Then signed up by staff to an upcoming session of the workshop.
  const activities = await request.get('/api/activities?q=taller%20de%20movil', { headers });
  const workshop = ((await activities.json()) as { member: { id: number }[] }).member[0];
  const sessions = await request.get(`/api/interventions?activity=${workshop.id}`, { headers });
  const videoCalls = ((await sessions.json()) as { member: { id: number; name: string }[] }).member.find(
    (session) => session.name === 'Videollamadas con la familia',
  );
  const added = await request.post(`/api/interventions/${videoCalls!.id}/participants`, {
    headers,
    data: JSON.stringify({ person: `/api/volunteers/${volunteerId}` }),
  });
  expect(added.status()).toBe(201);

  await page.goto(`/intranet/volunteer/${volunteerId}`);
  const history = page.getByRole('region', { name: 'Historial' });
  const changes = history.getByRole('region', { name: 'Cambios' });
  await expect(
    changes.getByText(/^Validada por Alicia Martín Ruiz · \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}$/),
  ).toBeVisible();
  await expect(changes.getByText('Pendiente de validar → Validado')).toBeVisible();
  const upcoming = history.getByRole('region', { name: 'Próximas sesiones' });
  await expect(
    upcoming.getByRole('link', { name: 'Taller de móvil para mayores · Videollamadas con la familia' }),
  ).toBeVisible();
  await expect(upcoming.getByText('Confirmada')).toBeVisible();
  await expect(upcoming.getByText(/de 17:00 a 19:00$/)).toBeVisible();
  await expect(history.getByRole('region', { name: 'Sesiones pasadas' })).toContainText(
    'Todavía no ha participado en ninguna sesión.',
  );
});

test("the demo volunteer's record shows their upcoming and past sessions", async ({ page }) => {
  await signInAndLand(page, 'tecnica@demo.example.org');
  await page.goto('/intranet/volunteer?q=valeria');
  await page.getByRole('link', { name: 'Sánchez Moreno, Valeria' }).click();
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(
    history
      .getByRole('region', { name: 'Próximas sesiones' })
      .getByRole('link', { name: 'Taller de móvil para mayores · Cita médica y banca en línea' }),
  ).toBeVisible();
  await expect(
    history
      .getByRole('region', { name: 'Sesiones pasadas' })
      .getByRole('link', { name: 'Recogida solidaria de alimentos · Recogida en el Centro Cívico' }),
  ).toBeVisible();
  await expect(
    history.getByRole('region', { name: 'Cambios' }).getByText(/^Validada por Alicia Martín Ruiz · /),
  ).toBeVisible();
});
