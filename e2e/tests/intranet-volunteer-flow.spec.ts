import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword, e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, expectGreeting, signIn } from '../src/session.ts';

// One volunteer goes through the whole journey: the steps depend on each other.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const volunteer = {
  name: 'Inés',
  surname: 'Prueba Ríos',
  email: `ines.${stamp}@example.org`,
};
const fullName = `${volunteer.name} ${volunteer.surname}`;
const chosenPassword = 'Camino-de-Ronda-2026';
let volunteerPath = '';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
  await decideCookies(context, otherTenantUrl);
});

async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select.locator('option', { hasText: option }).first()).toBeAttached();
  await select.selectOption({ label: option });
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A fresh, signed-in browser context (another person at another computer). */
async function signedIn(browser: Browser, email: string, baseUrl = e2eBaseUrl, password = demoPassword) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await decideCookies(context, baseUrl);
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

async function fillNewVolunteer(page: Page, email: string): Promise<void> {
  await textbox(page, 'Nombre').fill(volunteer.name);
  await textbox(page, 'Apellidos').fill(volunteer.surname);
  await choose(page, 'Tipo de documento', 'DNI');
  await textbox(page, 'Número de documento').fill('12345678Z');
  await choose(page, 'Sexo', 'Mujer');
  await textbox(page, 'Fecha de nacimiento').fill('1994-09-21');
  await textbox(page, 'Correo electrónico').fill(email);
  await expect(textbox(page, 'Prefijo del móvil')).toHaveValue('+34');
  await textbox(page, 'Teléfono móvil').fill('611222333');
  await expect(page.getByRole('combobox', { name: 'País', exact: true })).toHaveValue('/api/countries/724');
  await choose(page, 'Comunidad autónoma o región', 'Andalucía');
  await choose(page, 'Provincia', 'Málaga');
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Ronda');
  await choose(page, 'Municipio', 'Ronda');
  await textbox(page, 'Dirección').fill('Calle Armiñán 3');
  await page.getByRole('checkbox', { name: 'Redes sociales' }).check();
  await page.getByRole('checkbox', { name: 'Martes, Tarde' }).check();
  await choose(page, '¿Cómo nos conoció?', 'Boca a boca');
}

test('an administrator registers a volunteer, who gets the activation email', async ({ page }) => {
  await signIn(page, 'admin@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await page
    .getByRole('navigation', { name: 'Secciones de la intranet' })
    .getByRole('link', { name: 'Voluntariado' })
    .click();
  await page.getByRole('link', { name: 'Nueva persona voluntaria' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva persona voluntaria', level: 1 })).toBeVisible();

  const since = new Date();
  await fillNewVolunteer(page, volunteer.email);
  await page.getByRole('button', { name: 'Dar de alta y enviar la invitación' }).click();

  await expect(page.getByText('Persona voluntaria dada de alta')).toBeVisible();
  await expect(page).toHaveURL(/\/intranet\/volunteer\/\d+$/);
  volunteerPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Estado' });
  await expect(status.getByText('Pendiente de validar')).toBeVisible();
  await expect(status.getByText('Invitación pendiente')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Martes, Tarde' })).toBeChecked();

  const email = await waitForEmail(volunteer.email, since);
  expect(linkIn(email, '/activate-account/')).toContain('/activate-account/');
});

test('the volunteer activates the account from the email and signs in, pending validation', async ({
  page,
}) => {
  const email = await waitForEmail(volunteer.email, new Date(Date.now() - 10 * 60_000));
  await page.goto(new URL(linkIn(email, '/activate-account/')).pathname);
  await expect(page.getByRole('heading', { name: `Hola, ${volunteer.name}` })).toBeVisible();

  // The form starts from what the administrator entered: the volunteer only chooses a password.
  await expect(textbox(page, 'Número de documento')).toHaveValue('12345678Z');
  await expect(textbox(page, 'Fecha de nacimiento')).toHaveValue('1994-09-21');
  await expect(textbox(page, 'Teléfono móvil')).toHaveValue('611222333');
  await expect(page.getByRole('combobox', { name: 'Municipio', exact: true })).toHaveValue(
    /\/api\/locations\/\d+/,
  );
  await expect(
    page.getByRole('combobox', { name: 'Municipio', exact: true }).locator('option:checked'),
  ).toHaveText('Ronda');
  await expect(textbox(page, 'Dirección')).toHaveValue('Calle Armiñán 3');
  await page.locator('input[name="password"]').fill(chosenPassword);
  await page.locator('input[name="repeatPassword"]').fill(chosenPassword);
  await page.getByRole('button', { name: 'Activar la cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, volunteer.email, chosenPassword);
  await expect(page).toHaveURL(/\/volunteer$/);
  await expectGreeting(page, fullName);
  await expect(page.getByText('Perfil pendiente de validación')).toBeVisible();
});

test('staff validate the volunteer, and the volunteer area lets them sign up', async ({ page, browser }) => {
  const staff = await signedIn(browser, 'tecnica@demo.example.org');
  await staff.goto(volunteerPath);
  const status = staff.getByRole('region', { name: 'Estado' });
  await expect(status.getByText('Cuenta activada')).toBeVisible();
  await staff.getByRole('button', { name: 'Validar' }).click();
  const confirmation = staff.getByRole('alertdialog', { name: `¿Validar a ${fullName}?` });
  await expect(confirmation).not.toContainText('no ha activado');
  await confirmation.getByRole('button', { name: 'Validar' }).click();
  await expect(staff.getByText('Persona voluntaria validada')).toBeVisible();
  await expect(status.getByText('Validado', { exact: true })).toBeVisible();
  await expect(status.getByText('Teresa Navarro Gil')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Validar' })).toHaveCount(0);
  await staff.context().close();

  await signIn(page, volunteer.email, chosenPassword);
  await expect(page).toHaveURL(/\/volunteer$/);
  // Validated: no warning any more, and the published demo activities are open to them.
  await expect(page.getByRole('link', { name: 'Taller de móvil para mayores' })).toBeVisible();
  await expect(page.getByTestId('subscription-warning')).toHaveCount(0);
});

test('an email that already exists is shown at the email field', async ({ page }) => {
  await signIn(page, 'coordinacion@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await page.goto('/intranet/volunteer/create');
  await fillNewVolunteer(page, 'VOLUNTARIA@demo.example.org');
  await page.getByRole('button', { name: 'Dar de alta y enviar la invitación' }).click();

  const email = textbox(page, 'Correo electrónico');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Ya existe una cuenta con este correo electrónico');
  await expect(page).toHaveURL(/\/intranet\/volunteer\/create$/);
});

test('an employee sees no administrator-only action; an administrator does', async ({ page, browser }) => {
  await signIn(page, 'tecnica@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await page.goto(volunteerPath);
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Promocionar a coordinador/a' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  const admin = await signedIn(browser, 'admin@demo.example.org');
  await admin.goto(volunteerPath);
  await expect(admin.getByRole('button', { name: 'Promocionar a coordinador/a' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  await admin.context().close();
});

test('staff export the list’s selection to CSV', async ({ page }) => {
  await signIn(page, 'tecnica@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await page.goto(`/intranet/volunteer?q=${encodeURIComponent(volunteer.email)}`);
  await expect(page.getByRole('link', { name: `${volunteer.surname}, ${volunteer.name}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^voluntariado-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await file.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Nombre;Apellidos;Correo electrónico;/);
  expect(lines.slice(1)).toEqual([
    expect.stringContaining(`${volunteer.name};${volunteer.surname};${volunteer.email}`),
  ]);
});

test('a staff member saves their own profile from the header as it is, and changes it', async ({ page }) => {
  await signIn(page, 'coordinacion@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await page.getByRole('link', { name: 'Mi perfil: Carlos Ortega Prieto' }).click();
  await expect(page).toHaveURL(/\/intranet\/my-profile$/);
  await expect(textbox(page, 'Nombre')).toHaveValue('Carlos');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
    'coordinacion@demo.example.org',
  );
  // The demo profile is complete: saved as it is, it is accepted.
  await expect(textbox(page, 'Número de documento')).toHaveValue('74852361B');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();
  await page.reload();

  await choose(page, 'Tipo de documento', 'NIE');
  await textbox(page, 'Número de documento').fill('X1234567L');
  await choose(page, 'Sexo', 'Hombre');
  await textbox(page, 'Fecha de nacimiento').fill('1980-04-12');
  await textbox(page, 'Prefijo del móvil').fill('+34');
  await textbox(page, 'Teléfono móvil').fill('622333444');
  await choose(page, 'País', 'España');
  await choose(page, 'Comunidad autónoma o región', 'Andalucía');
  await choose(page, 'Provincia', 'Málaga');
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Ronda');
  await choose(page, 'Municipio', 'Ronda');
  await textbox(page, 'Dirección').fill('Plaza del Socorro 1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();

  await page.reload();
  await expect(textbox(page, 'Número de documento')).toHaveValue('X1234567L');
  await expect(page.getByRole('combobox', { name: 'Municipio', exact: true })).toHaveValue(
    /\/api\/locations\/\d+/,
  );
  await expect(
    page.getByRole('combobox', { name: 'Municipio', exact: true }).locator('option:checked'),
  ).toHaveText('Ronda');
});

test('the volunteer screens and my profile fit a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  for (const [path, heading] of [
    ['/intranet/volunteer', 'Voluntariado'],
    ['/intranet/volunteer/create', 'Nueva persona voluntaria'],
    [volunteerPath, fullName],
    ['/intranet/my-profile', 'Mi perfil'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // Nothing wider than the screen: only the list's table scrolls, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});

test('the second tenant’s administrator opening the first tenant’s volunteer gets the 404 page', async ({
  browser,
}) => {
  const other = await signedIn(browser, 'admin@otra.example.org', otherTenantUrl);
  await expect(other).toHaveURL(`${otherTenantUrl}/intranet/activity`);
  await other.goto(`${otherTenantUrl}${volunteerPath}`);
  await expect(other.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(other.getByText(fullName)).toHaveCount(0);
  await expect(other.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await other.context().close();
});

test('an administrator promotes the volunteer to coordinator after confirming', async ({ page }) => {
  await signIn(page, 'admin@demo.example.org');
  await expect(page).toHaveURL(/\/intranet\/activity$/);
  await page.goto(volunteerPath);
  await page.getByRole('button', { name: 'Promocionar a coordinador/a' }).click();
  const dialog = page.getByRole('alertdialog', { name: `¿Promocionar a ${fullName} a coordinador/a?` });
  await dialog.getByRole('button', { name: 'Promocionar' }).click();
  await expect(page.getByText('La persona voluntaria es ahora coordinadora')).toBeVisible();
  // The same person, now a coordinator: their page on the coordinator list opens.
  await expect(page).toHaveURL(new RegExp(`${volunteerPath.replace('/volunteer/', '/coordinator/')}$`));
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  // Staff now, no longer a volunteer.
  await page.goto(volunteerPath);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
