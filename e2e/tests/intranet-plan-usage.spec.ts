import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { adminHeaders } from '../src/api-setup.ts';
import { demoPassword, e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
  await decideCookies(context, otherTenantUrl);
});

interface Usage {
  tier: string;
  volunteers: { used: number; limit: number | null };
  projects: { used: number; limit: number | null };
  activities: { used: number; limit: number | null };
}

/**
 * The second organisation's administrator's bearer headers, with that organisation's Host: its API is asked at the
 * gateway's address, since Node does not resolve *.localhost as browsers do.
 */
async function otherAdminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { host } = new URL(otherTenantUrl);
  const login = await request.post(`${e2eBaseUrl}/api/login_check`, {
    headers: { host },
    data: { email: 'admin@otra.example.org', password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { host, authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' };
}

test('the demo administrator opens "Plan y uso" and sees the plan and its figures', async ({
  page,
  request,
}, testInfo) => {
  const figures = (await (
    await request.get('/api/tier-usage', { headers: await adminHeaders(request) })
  ).json()) as Usage;

  await signInAndLand(page, 'admin@demo.example.org');
  await page
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Plan y uso' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/plan$/);
  await expect(page.getByRole('heading', { name: 'Plan y uso', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estándar', level: 2 })).toBeVisible();

  const volunteers = page.getByRole('meter', { name: 'Personas voluntarias' });
  await expect(volunteers).toHaveAttribute('aria-valuemax', '200');
  await expect(volunteers).toHaveAttribute('aria-valuenow', String(figures.volunteers.used));
  await expect(page.getByText(`${figures.volunteers.used} de 200 personas voluntarias`)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Proyectos activos' })).toHaveAttribute(
    'aria-valuetext',
    `${figures.projects.used} de 5 proyectos activos`,
  );
  await expect(page.getByRole('meter', { name: 'Actividades abiertas' })).toHaveAttribute(
    'aria-valuetext',
    `${figures.activities.used} de 50 actividades abiertas`,
  );
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, testInfo, '/intranet/plan');
});

test('at its one active project, tier 1 sees the limit reached and creating another is refused', async ({
  page,
  request,
}, testInfo) => {
  // The second organisation (tier 1) holds one active project: its plan's only one.
  const headers = await otherAdminHeaders(request);
  const before = (await (await request.get(`${e2eBaseUrl}/api/tier-usage`, { headers })).json()) as Usage;
  if (before.projects.used < 1) {
    const created = await request.post(`${e2eBaseUrl}/api/projects`, {
      headers,
      data: JSON.stringify({ name: 'Banco de alimentos', dateStart: '2026-01-10', status: 'active' }),
    });
    expect(created.status()).toBe(201);
  }

  await page.goto(`${otherTenantUrl}/login`);
  await page.getByLabel(/correo electrónico/i).fill('admin@otra.example.org');
  await page.getByLabel(/^contraseña/i).fill(demoPassword);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(`${otherTenantUrl}/intranet/activity`);

  await page.goto(`${otherTenantUrl}/intranet/plan`);
  await expect(page.getByRole('heading', { name: 'Gratuito', level: 2 })).toBeVisible();
  const projects = page.getByRole('meter', { name: 'Proyectos activos' });
  await expect(projects).toHaveAttribute('aria-valuetext', '1 de 1 proyecto activo');
  await expect(page.getByText('Límite alcanzado')).toBeVisible();
  await expect(page.getByText(/No se podrá crear otro proyecto activo ni reabrir uno cerrado/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, testInfo, '/intranet/plan (a limit reached)');

  // Trying anyway: the API refuses it, the form explains the plan's cap and nothing is created.
  await page.goto(`${otherTenantUrl}/intranet/project/create`);
  await page.getByRole('textbox', { name: /^Nombre del proyecto/ }).fill('Huerto comunitario');
  await page.getByLabel(/^Fecha de inicio/).fill('2026-09-15');
  await page.getByRole('button', { name: 'Crear el proyecto' }).click();
  await expect(page.getByText('Se ha superado el número máximo de proyectos de tu plan')).toBeVisible();
  await expect(
    page.getByText(/Tu organización ya tiene todos los proyectos activos que permite su plan/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/intranet\/project\/create$/);
  const after = (await (await request.get(`${e2eBaseUrl}/api/tier-usage`, { headers })).json()) as Usage;
  expect(after.projects).toEqual({ used: 1, limit: 1 });
});
