import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../src/environment.ts';
import { linkIn, waitForEmail } from '../src/mail.ts';
import { decideCookies, signIn, signInAndLand } from '../src/session.ts';

// The public volunteer sign-up: a future volunteer leaves their data on the organisation's home page, activates
// the account from the email (what they gave is already filled in) and staff see them pending validation.

test.beforeEach(async ({ context }) => {
  await decideCookies(context, e2eBaseUrl);
});

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select.locator('option', { hasText: option }).first()).toBeAttached();
  await select.selectOption({ label: option });
}

test('a person signs up on the home page on a phone, activates the account and staff see them pending', async ({
  page,
  browser,
}) => {
  const email = `sara.${Date.now().toString(36)}@example.org`;
  const password = 'Paseo-del-Parque-2026';
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Alta de voluntariado' });
  await expect(form).toBeVisible();

  // The privacy policy it asks to accept is one tap away, with its sections reachable from the contents.
  await form.getByRole('link', { name: 'política de privacidad' }).click();
  await expect(page.getByRole('heading', { name: 'Política de privacidad', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Índice' })
    .getByRole('link', { name: '7. Menores de edad' })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy#menores$/);
  await expect(page.getByRole('heading', { name: '7. Menores de edad', level: 2 })).toBeInViewport();
  await page.goBack();
  await page.goBack();
  await expect(form).toBeVisible();

  // Nothing is sent until the privacy policy is accepted.
  await textbox(page, 'Nombre').fill('Sara');
  await textbox(page, 'Apellidos').fill('Alta Pública');
  await textbox(page, 'Correo electrónico').fill(email);
  await textbox(page, 'Teléfono móvil').fill('622333444');
  await textbox(page, 'Fecha de nacimiento').fill('1990-06-15');
  await form.getByRole('button', { name: 'Quiero ser voluntario/a' }).click();
  await expect(form.getByText('Tienes que aceptar la política de privacidad para continuar')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const since = new Date();
  await form.getByRole('checkbox', { name: /acepto la/ }).check();
  await form.getByRole('button', { name: 'Quiero ser voluntario/a' }).click();
  await expect(page.getByText('¡Gracias por unirte!')).toBeVisible();

  // The activation email; the form already has what the person gave.
  const activation = await waitForEmail(email, since);
  await page.goto(new URL(linkIn(activation, '/activate-account/')).pathname);
  await expect(page.getByRole('heading', { name: 'Hola, Sara' })).toBeVisible();
  await expect(textbox(page, 'Teléfono móvil')).toHaveValue('622333444');
  await expect(textbox(page, 'Fecha de nacimiento')).toHaveValue('1990-06-15');
  await choose(page, 'Tipo de documento', 'DNI');
  await textbox(page, 'Número de documento').fill('12345678Z');
  await choose(page, 'Sexo', 'Mujer');
  await choose(page, 'Comunidad autónoma o región', 'Andalucía');
  await choose(page, 'Provincia', 'Málaga');
  await page.getByRole('searchbox', { name: 'Buscar municipio' }).fill('Málaga');
  await choose(page, 'Municipio', 'Málaga');
  await textbox(page, 'Dirección').fill('Paseo del Parque 1');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="repeatPassword"]').fill(password);
  await page.getByRole('button', { name: 'Activar la cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(page.getByTestId('subscription-warning')).toContainText('pendiente de validación');

  // Staff find the new volunteer pending validation.
  const staffContext = await browser.newContext({ baseURL: e2eBaseUrl });
  await decideCookies(staffContext, e2eBaseUrl);
  const staff = await staffContext.newPage();
  await signInAndLand(staff, 'tecnica@demo.example.org');
  await staff.goto('/intranet/volunteer');
  await staff.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const row = staff.getByRole('row', { name: /Sara Alta Pública/ });
  await expect(row.getByText('Pendiente de validar')).toBeVisible();
  await staffContext.close();
});
