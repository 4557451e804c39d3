import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@enlace/shared/i18n';
import { useSessionStore } from '@enlace/shared/session';
import { mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

const TOKENS = { token: 'access', refresh_token: 'refresh', refresh_token_expiration: 4102444800 };
const CODES = Array.from({ length: 10 }, (_, index) => `ABC${index}-DEF${index}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const HOME: MockRoute = {
  method: 'GET',
  path: 'home',
  body: {
    '@id': '/api/users/1',
    '@type': 'User',
    id: 1,
    name: 'Alicia',
    surnames: 'Martín Ruiz',
    email: 'admin@otra.example.org',
    profile: 'employee',
    roles: ['user', 'employee', 'employee-admin'],
    available_profiles: ['employee'],
    validated: true,
  },
};

const password = (step: 'code-required' | 'enrolment-required'): MockRoute => ({
  method: 'POST',
  path: 'login_check',
  body: { mfa: step, mfa_token: 'step-token' },
});

const violation = (propertyPath: string) =>
  validationFailed([{ propertyPath, message: 'mfa-code-not-valid' }]);

const WRONG_CODE = 'El código no es correcto o ya se ha usado: escribe el que muestra ahora la aplicación';

async function typePassword(email = 'admin@otra.example.org') {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByLabelText(/Correo electrónico/));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^Contraseña/));
  await user.paste('Enlace-demo-2026');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

const location = () => screen.getByTestId('location');

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => useSessionStore.getState().clear());

describe('LoginPage, second step', () => {
  it('asks for the code after the password, shows a wrong one at the field, and signs in with the next', async () => {
    const calls = mockApi([
      password('code-required'),
      {
        method: 'POST',
        path: 'login_check/mfa',
        answer: (call) =>
          (call.body as { code?: string }).code === '123456' ? { body: TOKENS } : violation('code'),
      },
      HOME,
    ]);
    renderApp('/login');
    const user = await typePassword();

    const code = await screen.findByLabelText(/^Código de verificación/);
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // No session before the second step.
    expect(useSessionStore.getState().token).toBeNull();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(code).toHaveAccessibleErrorMessage(WRONG_CODE));
    expect(location()).toHaveTextContent(/^\/login$/);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/intranet\/activity$/));
    expect(useSessionStore.getState()).toMatchObject({ token: 'access', user: { name: 'Alicia' } });
    expect(calls.filter((call) => call.path === 'login_check/mfa').map((call) => call.body)).toEqual([
      { mfa_token: 'step-token', code: '000000' },
      { mfa_token: 'step-token', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, with its own field and errors', async () => {
    const calls = mockApi([
      password('code-required'),
      {
        method: 'POST',
        path: 'login_check/mfa',
        answer: (call) =>
          (call.body as { recovery_code?: string }).recovery_code === 'ABCD-EFGH'
            ? { body: TOKENS }
            : violation('recoveryCode'),
      },
      HOME,
    ]);
    renderApp('/login');
    const user = await typePassword();

    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    const recovery = screen.getByLabelText(/^Código de recuperación/);
    expect(recovery).toHaveFocus();
    expect(screen.queryByLabelText(/^Código de verificación/)).not.toBeInTheDocument();
    await user.type(recovery, 'WXYZ-WXYZ');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(recovery).toHaveAccessibleErrorMessage(WRONG_CODE));

    await user.clear(recovery);
    await user.type(recovery, 'ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/intranet\/activity$/));
    expect(calls.filter((call) => call.path === 'login_check/mfa').at(-1)?.body).toEqual({
      mfa_token: 'step-token',
      recovery_code: 'ABCD-EFGH',
    });
  });

  it('goes back to the password, keeping the email', async () => {
    mockApi([password('code-required')]);
    renderApp('/login');
    const user = await typePassword();

    await user.click(await screen.findByRole('button', { name: 'Volver a la contraseña' }));
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('admin@otra.example.org');
    const passwordField = screen.getByLabelText(/^Contraseña/);
    expect(passwordField).toHaveValue('');
    expect(passwordField).toHaveFocus();
  });

  it('sends the person back to the password when the step has expired', async () => {
    mockApi([
      password('code-required'),
      {
        method: 'POST',
        path: 'login_check/mfa',
        status: 401,
        body: { status: 401, error: 'token-expired', description: 'Token caducado' },
      },
    ]);
    renderApp('/login');
    const user = await typePassword();

    await user.type(await screen.findByLabelText(/^Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha pasado demasiado tiempo desde que escribiste la contraseña. Vuelve a escribirla para entrar.',
    );
    expect(screen.getByLabelText(/^Contraseña/)).toHaveFocus();
    expect(screen.queryByLabelText(/^Código de verificación/)).not.toBeInTheDocument();
  });

  it('shows in the form how long to wait after too many wrong codes', async () => {
    mockApi([
      password('code-required'),
      {
        method: 'POST',
        path: 'login_check/mfa',
        status: 429,
        body: {
          status: 429,
          error: 'account-temporarily-locked',
          description: 'Demasiados intentos fallidos.',
          retryAfter: 840,
        },
      },
    ]);
    renderApp('/login');
    const user = await typePassword();

    await user.type(await screen.findByLabelText(/^Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    const message =
      'Demasiados intentos fallidos con esta cuenta. Por seguridad, vuelve a intentarlo dentro de 14 minutos.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('makes an administrator enrol: why, QR code, secret, apps, first code, then the recovery codes once', async () => {
    const calls = mockApi([
      password('enrolment-required'),
      {
        method: 'POST',
        path: 'login_check/mfa/enrolment',
        body: {
          secret: SECRET,
          otpauthUri: `otpauth://totp/Otra:admin?secret=${SECRET}`,
          qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        },
      },
      { method: 'POST', path: 'login_check/mfa', body: { ...TOKENS, recovery_codes: CODES } },
      HOME,
    ]);
    renderApp('/login');
    const user = await typePassword();

    const heading = await screen.findByRole('heading', { name: 'Activa la verificación en dos pasos' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/exige la verificación en dos pasos a las cuentas de administración/),
    ).toBeVisible();
    const qr = await screen.findByRole('img', { name: /Código QR para añadir tu cuenta/ });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText(/Google Authenticator, Microsoft Authenticator o FreeOTP/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar un código de recuperación' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Activar y entrar' }));

    const codesHeading = await screen.findByRole('heading', { name: 'Guarda tus códigos de recuperación' });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Tus códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // Signed in already, but the codes stay until the person says they are saved.
    expect(useSessionStore.getState().token).toBe('access');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(location()).toHaveTextContent(/^\/login$/);
    await user.click(screen.getByRole('checkbox', { name: 'He guardado los códigos en un lugar seguro' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/intranet\/activity$/));
    expect(calls.map((call) => call.path)).toEqual([
      'login_check',
      'login_check/mfa/enrolment',
      'login_check/mfa',
      'home',
    ]);
  });
});
