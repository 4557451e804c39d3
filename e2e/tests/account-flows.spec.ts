import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, expectGreeting, signIn } from '../src/session.ts';

// The seeded invitation of nueva@demo.example.org (api/src/db/seed/tenants.ts); these steps depend on each other.
test.describe.configure({ mode: 'serial' });

const invited = { email: 'nueva@demo.example.org', fullName: 'Nerea Fuentes Calvo' };
const chosenPassword = 'Paseo-del-Parque-2026';
const resetPassword = 'Calle-Larios-1891-abc';

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select.locator('option', { hasText: option }).first()).toBeAttached();
  await select.selectOption({ label: option });
}

test('an invited volunteer activates the account with the cascading address and signs in', async ({
  page,
}) => {
  await page.goto('/activate-account/demo-activacion-2026');
  await expect(page.getByRole('heading', { name: 'Hola, Nerea' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Nerea');

  await choose(page, 'Tipo de documento', 'DNI');
  await page.getByRole('textbox', { name: 'Número de documento', exact: true }).fill('12345678Z');
  await choose(page, 'Sexo', 'Mujer');
  await page.getByRole('textbox', { name: 'Fecha de nacimiento', exact: true }).fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Prefijo del móvil', exact: true }).fill('+34');
  await page.getByRole('textbox', { name: 'Teléfono móvil', exact: true }).fill('600123456');

  await choose(page, 'País', 'España');
  await choose(page, 'Comunidad autónoma o región', 'Andalucía');
  await choose(page, 'Provincia', 'Málaga');
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Ronda');
  await choose(page, 'Municipio', 'Ronda');
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle Armiñán 12');

  await page.locator('input[name="password"]').fill(chosenPassword);
  await page.locator('input[name="repeatPassword"]').fill(chosenPassword);
  await page.getByRole('button', { name: 'Activar la cuenta' }).click();

  await expect(page.getByText('Tu cuenta está activada. Ya puedes iniciar sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, invited.email, chosenPassword);
  await expect(page).toHaveURL(/\/volunteer$/);
  await expectGreeting(page, invited.fullName);
  await expect(page.getByText('Perfil pendiente de validación')).toBeVisible();

  // The link works once.
  await page.goto('/activate-account/demo-activacion-2026');
  await expect(page.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible();
});

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  const since = new Date();
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  // The sign-in page has an email field of the same name: fill the request's only once its form is shown.
  await expect(page).toHaveURL(/\/forgot-password$/);
  const send = page.getByRole('button', { name: 'Enviar el enlace' });
  await expect(send).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(invited.email);
  await send.click();
  await expect(
    page.getByText('Si el correo está registrado, recibirás un enlace para restablecer la contraseña'),
  ).toBeVisible();

  const email = await waitForEmail(invited.email, since);
  const link = new URL(linkIn(email, '/reset-password/')).pathname;
  await page.goto(link);
  await page.locator('input[name="password"]').fill(resetPassword);
  await page.locator('input[name="repeatPassword"]').fill(resetPassword);
  await expect(page.getByText('Solicitar un enlace nuevo')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('Tu contraseña se ha cambiado. Ya puedes iniciar sesión')).toBeVisible();

  // Used once, the link says so as soon as it is opened again, with the way to ask for a new one.
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeVisible();

  await signIn(page, invited.email, chosenPassword);
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos')).toBeVisible();
  await signIn(page, invited.email, resetPassword);
  await expect(page).toHaveURL(/\/volunteer$/);
});

test('an unknown email asks for a reset without revealing anything and sends nothing', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('nadie@demo.example.org');
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(
    page.getByText('Si el correo está registrado, recibirás un enlace para restablecer la contraseña'),
  ).toBeVisible();
  await expect(waitForEmail('nadie@demo.example.org', new Date(Date.now() - 5000), 2000)).rejects.toThrow();
});
