import { expect, test } from '@playwright/test';
import { createInvitedVolunteer } from '../src/api-setup.ts';
import { e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { decideCookies, signIn, signInAndLand } from '../src/session.ts';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
  await decideCookies(context, otherTenantUrl);
});

test('staff find volunteers by search and status, and the list keeps its state on reload', async ({
  page,
}) => {
  await signIn(page, 'tecnica@demo.example.org');
  await page
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Voluntariado' })
    .click();
  await expect(page).toHaveURL(/\/intranet\/volunteer$/);
  const table = page.getByRole('table', { name: 'Personas voluntarias' });
  await expect(table.getByText('Sánchez Moreno, Valeria')).toBeVisible();
  await expect(table.getByText('Domínguez Vera, Pablo')).toBeVisible();

  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Pendiente de validar' });
  await expect(table.getByText('Domínguez Vera, Pablo')).toBeVisible();
  await expect(table.getByText('Sánchez Moreno, Valeria')).toBeHidden();

  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Todos' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('sanchez');
  await expect(page).toHaveURL(/q=sanchez/);
  await expect(table.getByText('Sánchez Moreno, Valeria')).toBeVisible();
  await expect(table.getByText('Domínguez Vera, Pablo')).toBeHidden();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('sanchez');
  await expect(table.getByText('Sánchez Moreno, Valeria')).toBeVisible();
  await expect(table.getByText('Domínguez Vera, Pablo')).toBeHidden();
});

test('staff validate a pending volunteer from the list, after a confirmation that says she has not activated her account', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  await createInvitedVolunteer(request, {
    name: 'Nerea',
    surname: `Invitada ${stamp}`,
    email: `nerea.${stamp}@example.org`,
  });
  const name = `Nerea Invitada ${stamp}`;
  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto(`/intranet/volunteer?q=${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`Invitada ${stamp}, Nerea`) });
  await expect(row.getByText('Pendiente de validar')).toBeVisible();
  // Invited, never activated: the row says so.
  await expect(row.getByText('Invitación pendiente')).toBeVisible();
  await row.getByRole('button', { name: `Validar a ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `¿Validar a ${name}?` });
  await expect(dialog).toContainText(`${name} todavía no ha activado su cuenta`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Pendiente de validar')).toBeVisible();

  await row.getByRole('button', { name: `Validar a ${name}` }).click();
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByText('Persona voluntaria validada')).toBeVisible();
  await expect(row.getByText('Validado', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Validar/ })).toHaveCount(0);
});

test('the second tenant sees none of the first tenant’s volunteers', async ({ page }) => {
  await page.goto(`${otherTenantUrl}/login`);
  await page.getByLabel(/correo electrónico/i).fill('admin@otra.example.org');
  await page.getByLabel(/^contraseña/i).fill('Enlace-demo-2026');
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(`${otherTenantUrl}/intranet/activity`);
  await page.goto(`${otherTenantUrl}/intranet/volunteer?q=sanchez`);
  await expect(page.getByText('Nadie coincide con la búsqueda')).toBeVisible();
});
