import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createInvitedVolunteer } from '../src/api-setup.ts';
import { e2eBaseUrl } from '../src/environment.ts';
import { linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, signInAndLand } from '../src/session.ts';

// The administrator creates one employee and then changes them: the steps depend on each other.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const employee = { name: 'Rocío', surname: 'Técnica Ibáñez', email: `rocio.${stamp}@example.org` };
const fullName = `${employee.name} ${employee.surname}`;
let employeePath = '';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la intranet' });

async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select.locator('option', { hasText: option }).first()).toBeAttached();
  await select.selectOption({ label: option });
}

/** A volunteer registered through the API by the demo administrator (what the create screen sends). */
const registerVolunteer = (request: APIRequestContext, email: string): Promise<number> =>
  createInvitedVolunteer(request, { name: 'Jimena', surname: 'Promoción Sáez', email });

test('an administrator registers an employee, who gets the activation email, and makes them an administrator', async ({
  page,
}) => {
  await signInAndLand(page, 'admin@demo.example.org');
  await sections(page).getByRole('link', { name: 'Personal técnico' }).click();
  await expect(page).toHaveURL(/\/intranet\/employee$/);
  await expect(
    page.getByRole('table', { name: 'Personal técnico' }).getByText('Navarro Gil, Teresa'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Nueva persona técnica' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva persona técnica', level: 1 })).toBeVisible();

  const since = new Date();
  await textbox(page, 'Nombre').fill(employee.name);
  await textbox(page, 'Apellidos').fill(employee.surname);
  await choose(page, 'Tipo de documento', 'DNI');
  await textbox(page, 'Número de documento').fill('12345678Z');
  await choose(page, 'Sexo', 'Mujer');
  await textbox(page, 'Fecha de nacimiento').fill('1988-02-14');
  await textbox(page, 'Correo electrónico').fill(employee.email);
  await expect(textbox(page, 'Prefijo del móvil')).toHaveValue('+34');
  await textbox(page, 'Teléfono móvil').fill('611222333');
  await choose(page, 'Comunidad autónoma o región', 'Andalucía');
  await choose(page, 'Provincia', 'Málaga');
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Ronda');
  await choose(page, 'Municipio', 'Ronda');
  await textbox(page, 'Dirección').fill('Calle Armiñán 3');
  await textbox(page, 'Departamento').fill('Programas');
  await expect(page.getByRole('switch', { name: 'Administrador/a' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Dar de alta y enviar la invitación' }).click();

  await expect(
    page.getByText(
      'Persona técnica dada de alta. Le hemos enviado un correo electrónico para activar su cuenta.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/intranet\/employee\/\d+$/);
  employeePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Estado' });
  await expect(status.getByText('Invitación pendiente')).toBeVisible();
  await expect(status.getByText('Personal técnico')).toBeVisible();

  const email = await waitForEmail(employee.email, since);
  expect(linkIn(email, '/activate-account/')).toContain('/activate-account/');

  // Make them an administrator.
  await page.getByRole('switch', { name: 'Administrador/a' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Persona técnica actualizada')).toBeVisible();
  await expect(status.getByText('Administración')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Administrador/a' })).toBeChecked();

  await page.goto('/intranet/employee?isAdmin=true');
  const admins = page.getByRole('table', { name: 'Personal técnico' });
  await expect(admins.getByRole('link', { name: `${employee.surname}, ${employee.name}` })).toBeVisible();
  await expect(admins.getByRole('link', { name: 'Martín Ruiz, Alicia' })).toBeVisible();
  await expect(admins.getByText('Navarro Gil, Teresa')).toHaveCount(0);
});

test('the coordinator list shows the demo coordinator', async ({ page }) => {
  await signInAndLand(page, 'admin@demo.example.org');
  await sections(page).getByRole('link', { name: 'Coordinación' }).click();
  await expect(page).toHaveURL(/\/intranet\/coordinator$/);
  const table = page.getByRole('table', { name: 'Personas coordinadoras' });
  const row = table.getByRole('row', { name: /Ortega Prieto, Carlos/ });
  await expect(row.getByText('coordinacion@demo.example.org')).toBeVisible();
  await expect(row.getByText('Coordinación')).toBeVisible();
  // Coordinators are not on the employee list, and employees not on this one.
  await expect(table.getByText('Navarro Gil, Teresa')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nueva persona coordinadora' })).toBeVisible();
});

test('an administrator can neither delete their own account nor withdraw their own role', async ({
  page,
}) => {
  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto('/intranet/employee?q=martin');
  await page.getByRole('link', { name: 'Martín Ruiz, Alicia' }).click();
  await expect(page.getByRole('heading', { name: 'Alicia Martín Ruiz', level: 1 })).toBeVisible();
  await expect(page.getByText('Es tu propia ficha')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  const admin = page.getByRole('switch', { name: 'Administrador/a' });
  await expect(admin).toBeChecked();
  await expect(admin).toBeDisabled();
});

test('an employee sees both staff lists and records without any create, edit or delete action', async ({
  page,
}) => {
  await signInAndLand(page, 'tecnica@demo.example.org');
  await sections(page).getByRole('link', { name: 'Personal técnico' }).click();
  const employees = page.getByRole('table', { name: 'Personal técnico' });
  await expect(employees.getByRole('link', { name: 'Martín Ruiz, Alicia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva persona técnica' })).toHaveCount(0);

  await employees.getByRole('link', { name: 'Martín Ruiz, Alicia' }).click();
  await expect(page.getByRole('heading', { name: 'Alicia Martín Ruiz', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Solo las personas administradoras pueden modificar o eliminar las fichas del personal.'),
  ).toBeVisible();
  await expect(textbox(page, 'Nombre')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Administrador/a' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  await sections(page).getByRole('link', { name: 'Coordinación' }).click();
  const coordinators = page.getByRole('table', { name: 'Personas coordinadoras' });
  await expect(coordinators.getByRole('link', { name: 'Ortega Prieto, Carlos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva persona coordinadora' })).toHaveCount(0);
  await coordinators.getByRole('link', { name: 'Ortega Prieto, Carlos' }).click();
  await expect(page.getByRole('heading', { name: 'Carlos Ortega Prieto', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  // A create address typed by hand explains instead of offering a form the API would refuse.
  await page.goto('/intranet/employee/create');
  await expect(
    page.getByText('Solo las personas administradoras pueden dar de alta al personal.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dar de alta y enviar la invitación' })).toHaveCount(0);
});

test('promoting a volunteer opens the new coordinator’s page', async ({ page, request }) => {
  const volunteerId = await registerVolunteer(request, `jimena.${stamp}@example.org`);
  await signInAndLand(page, 'admin@demo.example.org');
  await page.goto(`/intranet/volunteer/${volunteerId}`);
  await page.getByRole('button', { name: 'Promocionar a coordinador/a' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: '¿Promocionar a Jimena Promoción Sáez a coordinador/a?',
  });
  await dialog.getByRole('button', { name: 'Promocionar' }).click();

  await expect(page.getByText('La persona voluntaria es ahora coordinadora')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/intranet/coordinator/${volunteerId}$`));
  await expect(page.getByRole('heading', { name: 'Jimena Promoción Sáez', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Estado' }).getByText('Promocionado el')).toBeVisible();
  await page.goto('/intranet/coordinator?q=promocion');
  await expect(page.getByRole('link', { name: 'Promoción Sáez, Jimena' })).toBeVisible();
});

test('the staff screens fit a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAndLand(page, 'admin@demo.example.org');
  for (const [path, heading] of [
    ['/intranet/employee', 'Personal técnico'],
    ['/intranet/employee/create', 'Nueva persona técnica'],
    [employeePath, fullName],
    ['/intranet/coordinator', 'Coordinación'],
    ['/intranet/coordinator/create', 'Nueva persona coordinadora'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // Nothing wider than the screen: only the list's table scrolls, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
