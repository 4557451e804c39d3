import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/accessibility.ts';
import { openAreaMenu, signOutOfArea } from '../src/area-menu.ts';
import { watchPolicyViolations } from '../src/content-security-policy.ts';
import { demoPassword, e2eBaseUrl, otherTenantUrl } from '../src/environment.ts';
import { decideCookies, signIn, signInAndLand } from '../src/session.ts';
import { setSecondTenantDemo } from '../src/tenants.ts';
import { nextTotpCode, removeTwoStepVerification, totpCode, totpStep } from '../src/two-step-verification.ts';

// Two-step verification (TOTP) from the screens: a volunteer turns it on in "Mi perfil" and signs in with it, an
// administrator of an organisation that is not a demo must turn it on at sign-in, and an administrator resets a
// volunteer's. The demo accounts are shared by every spec: each test leaves them signing in with the password.

const VOLUNTEER = 'voluntaria@demo.example.org';
const OTHER_ADMIN = 'admin@otra.example.org';

let violations: string[];
test.beforeEach(async ({ page, context }) => {
  violations = await watchPolicyViolations(page);
  await decideCookies(context, e2eBaseUrl);
  await decideCookies(context, otherTenantUrl);
});
test.afterEach(() => {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

/** Nothing makes the page scroll sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function logOut(page: Page) {
  await signOutOfArea(page);
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * What `POST /api/login_check` answers to the password of an account of the organisation at `baseUrl` (asked at
 * the gateway with that organisation's Host: Node does not resolve *.localhost as browsers do).
 */
async function passwordAnswer(request: APIRequestContext, baseUrl: string, email: string) {
  const { host } = new URL(baseUrl);
  const response = await request.post(`${e2eBaseUrl}/api/login_check`, {
    headers: { host },
    data: { email, password: demoPassword },
  });
  return (await response.json()) as { token?: string; mfa?: string };
}

test('a volunteer turns it on in "Mi perfil" on a phone, signs in with a code, then once with a recovery code', async ({
  page,
}, testInfo) => {
  // Two sign-ins with the app's codes: the second waits for the next half-minute code, as a person would.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await signInAndLand(page, VOLUNTEER);
    // On a phone the area's sections are in its menu.
    await (
      await openAreaMenu(page)
    )
      .getByRole('navigation', { name: 'Secciones del área de voluntariado' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await expect(section.getByText('Desactivada')).toBeVisible();
    await section.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();

    await expect(
      section.getByRole('heading', { name: 'Activar la verificación en dos pasos' }),
    ).toBeFocused();
    await expect(section.getByRole('img', { name: /Código QR para añadir tu cuenta/ })).toBeVisible();
    await expect(section.getByText(/Google Authenticator, Microsoft Authenticator o FreeOTP/)).toBeVisible();
    const shownSecret = await section.getByTestId('mfa-secret').textContent();
    expect(shownSecret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shownSecret!.replace(/\s/g, '');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, testInfo, 'turning it on in Mi perfil, on a phone');

    const enrolledAt = Date.now();
    await section.getByLabel(/^Código de verificación/).fill(totpCode(secret, enrolledAt));
    await section.getByRole('button', { name: 'Activar', exact: true }).click();

    await expect(section.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeFocused();
    const codes = await section
      .getByRole('list', { name: 'Tus códigos de recuperación' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Descargar (.txt)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('codigos-de-recuperacion.txt');
    const saved = await fs.readFile(await file.path(), 'utf8');
    for (const code of codes) expect(saved).toContain(code);
    await expectNoSidewaysScroll(page);
    await section.getByRole('checkbox', { name: 'He guardado los códigos en un lugar seguro' }).check();
    await section.getByRole('button', { name: 'Continuar' }).click();
    await expect(section.getByText('Activada')).toBeVisible();
    await expect(section.getByText('Te quedan 10 códigos de recuperación.')).toBeVisible();

    // The password alone no longer signs in: the code of the app follows, in the same page.
    await logOut(page);
    await signIn(page, VOLUNTEER);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos', level: 2 })).toBeVisible();
    const codeField = page.getByLabel(/^Código de verificación/);
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(page, testInfo, 'the code step of the sign-in, on a phone');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('El código no es correcto o ya se ha usado').first()).toBeVisible();
    const { code } = await nextTotpCode(secret, totpStep(enrolledAt));
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/volunteer$/);

    // Without the phone: a recovery code, once.
    await logOut(page);
    await signIn(page, VOLUNTEER);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await expect(page.getByLabel(/^Código de recuperación/)).toBeFocused();
    await page.getByLabel(/^Código de recuperación/).fill(codes[0]);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
    await page.goto('/volunteer/my-profile');
    await expect(section.getByText('Te quedan 9 códigos de recuperación.')).toBeVisible();

    // Off again, with another recovery code: the next sign-in takes the password alone.
    await section.getByRole('button', { name: 'Desactivar' }).click();
    await section.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await section.getByLabel(/^Código de recuperación/).fill(codes[1]);
    await section.getByRole('button', { name: 'Desactivar la verificación en dos pasos' }).click();
    await expect(page.getByText('La verificación en dos pasos está desactivada')).toBeVisible();
    await expect(section.getByText('Desactivada')).toBeVisible();
    await logOut(page);
    await signIn(page, VOLUNTEER);
    await expect(page).toHaveURL(/\/volunteer$/);
  } finally {
    removeTwoStepVerification(VOLUNTEER);
  }
});

test('an administrator of an organisation that is not a demo must turn it on before signing in', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  setSecondTenantDemo(false);
  try {
    // The API keeps a tenant for a few seconds: wait until the change shows.
    await expect
      .poll(async () => (await passwordAnswer(request, otherTenantUrl, OTHER_ADMIN)).mfa, { timeout: 30_000 })
      .toBe('enrolment-required');

    await page.goto(`${otherTenantUrl}/login`);
    await page.getByLabel(/correo electrónico/i).fill(OTHER_ADMIN);
    await page.getByLabel(/^contraseña/i).fill(demoPassword);
    await page.getByRole('button', { name: /^entrar$/i }).click();

    await expect(page.getByRole('heading', { name: 'Activa la verificación en dos pasos' })).toBeFocused();
    await expect(
      page.getByText(/exige la verificación en dos pasos a las cuentas de administración/),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /Código QR para añadir tu cuenta/ })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'turning it on at sign-in');
    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel(/^Código de verificación/).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Activar y entrar' }).click();

    await expect(page.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeFocused();
    await expect(
      page.getByRole('list', { name: 'Tus códigos de recuperación' }).getByRole('listitem'),
    ).toHaveCount(10);
    // The codes are not left behind unsaved.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Marca la casilla cuando los hayas guardado.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page, testInfo, 'the recovery codes at sign-in, not ticked');
    await page.getByRole('checkbox', { name: 'He guardado los códigos en un lugar seguro' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/intranet\/activity$/);

    // Compulsory: "Mi perfil" says so and offers no way to turn it off.
    await page.goto(`${otherTenantUrl}/intranet/my-profile`);
    const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await expect(section.getByText('Obligatoria')).toBeVisible();
    await expect(section.getByText('Activada')).toBeVisible();
    await expect(section.getByText(/no se puede desactivar/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Desactivar' })).toHaveCount(0);
  } finally {
    removeTwoStepVerification(OTHER_ADMIN);
    setSecondTenantDemo(true);
    // The next specs sign in as this administrator with the password alone.
    await expect
      .poll(async () => Boolean((await passwordAnswer(request, otherTenantUrl, OTHER_ADMIN)).token), {
        timeout: 30_000,
      })
      .toBe(true);
  }
});

test("the demo administrator resets a volunteer's, whose sessions end and who signs in with the password", async ({
  page,
  request,
}, testInfo) => {
  try {
    // The volunteer turned it on (the screens for it are the first test's).
    const { token } = await passwordAnswer(request, e2eBaseUrl, VOLUNTEER);
    const authorization = `Bearer ${token}`;
    const started = await request.post(`${e2eBaseUrl}/api/me/mfa`, { headers: { authorization }, data: {} });
    const { secret } = (await started.json()) as { secret: string };
    const confirmed = await request.post(`${e2eBaseUrl}/api/me/mfa/confirmation`, {
      headers: { authorization },
      data: { code: totpCode(secret) },
    });
    expect(confirmed.status()).toBe(200);
    expect((await passwordAnswer(request, e2eBaseUrl, VOLUNTEER)).mfa).toBe('code-required');

    await signInAndLand(page, 'admin@demo.example.org');
    await page.goto('/intranet/volunteer?q=sanchez');
    await page.getByRole('link', { name: 'Sánchez Moreno, Valeria' }).click();
    await expect(page.getByRole('heading', { name: 'Valeria Sánchez Moreno', level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await expect(card.getByText('Activada')).toBeVisible();
    await card.getByRole('button', { name: 'Restablecer' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: '¿Restablecer la verificación en dos pasos de Valeria Sánchez Moreno?',
    });
    await expect(dialog).toContainText('se cerrarán todas sus sesiones abiertas');
    await expectNoAxeViolations(page, testInfo, 'the reset confirmation', {
      include: '[role="alertdialog"]',
    });
    await dialog.getByRole('button', { name: 'Restablecer' }).click();
    await expect(
      page.getByText('Verificación en dos pasos restablecida: se han cerrado sus sesiones'),
    ).toBeVisible();
    await expect(card.getByText('Desactivada')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Restablecer' })).toHaveCount(0);

    // The volunteer's session has ended, and the password alone signs in again.
    const home = await request.get(`${e2eBaseUrl}/api/home`, { headers: { authorization } });
    expect(home.status()).toBe(401);
    await logOut(page);
    await signIn(page, VOLUNTEER);
    await expect(page).toHaveURL(/\/volunteer$/);
  } finally {
    removeTwoStepVerification(VOLUNTEER);
  }
});
