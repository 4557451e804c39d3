import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@enlace/shared/i18n';
import { useSessionStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

const TOKENS = { token: 'access', refresh_token: 'refresh', refresh_token_expiration: 4102444800 };

const userWithProfile = (profile: string) => ({
  '@id': '/api/users/7',
  '@type': 'User',
  id: 7,
  name: 'Lucía',
  surnames: 'Pérez Gómez',
  email: 'lucia@demo.example.org',
  profile,
  roles: ['user', profile],
  available_profiles: [profile],
  validated: true,
});

async function signIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByLabelText(/Correo electrónico/));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^Contraseña/));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  useSessionStore.getState().clear();
});

describe('LoginPage', () => {
  it('shows the validation errors on the fields and makes no call', async () => {
    const calls = mockApi([]);
    renderApp('/login');

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Entrar' }));

    const email = screen.getByLabelText(/Correo electrónico/);
    const password = screen.getByLabelText(/^Contraseña/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage(/Este campo no puede estar vacío/));
    expect(screen.getAllByText(/Este campo no puede estar vacío/)).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed email before calling the API', async () => {
    const calls = mockApi([]);
    renderApp('/login');

    await signIn('not-an-email', 'whatever-password');

    expect(await screen.findByText(i18n.t('api.error.not-valid-email'))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['volunteer', '/volunteer'],
    ['employee', '/intranet/activity'],
    ['partner', '/partner'],
  ])('sends a %s to %s after signing in', async (profile, path) => {
    const calls = mockApi([
      { method: 'POST', path: 'login_check', body: TOKENS },
      { method: 'GET', path: 'home', body: userWithProfile(profile) },
    ]);
    renderApp('/login');

    await signIn('lucia@demo.example.org', 'Enlace-demo-2026');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'login_check',
      body: { email: 'lucia@demo.example.org', password: 'Enlace-demo-2026' },
    });
  });

  it('honours a same-origin ?redirect= and ignores one to another site', async () => {
    mockApi([
      { method: 'POST', path: 'login_check', body: TOKENS },
      { method: 'GET', path: 'home', body: userWithProfile('volunteer') },
    ]);
    const { unmount } = renderApp('/login?redirect=%2Fvolunteer%2Factivity%2F3');
    await signIn('lucia@demo.example.org', 'Enlace-demo-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/volunteer/activity/3'));
    unmount();

    renderApp('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await signIn('lucia@demo.example.org', 'Enlace-demo-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/volunteer$/));
  });

  it('shows the translated toast for a wrong password and stays on the page', async () => {
    mockApi([
      {
        method: 'POST',
        path: 'login_check',
        status: 401,
        body: { status: 401, error: 'invalid-credentials', description: 'Credenciales no válidas.' },
      },
    ]);
    renderApp('/login');

    await signIn('lucia@demo.example.org', 'wrong-password-123');

    expect(await screen.findByText(i18n.t('api.error.invalid-credentials'))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it.each([
    [
      'account-temporarily-locked',
      840,
      'Demasiados intentos fallidos con esta cuenta. Por seguridad, vuelve a intentarlo dentro de 14 minutos.',
    ],
    [
      'too-many-failed-sign-ins',
      45,
      'Demasiados intentos fallidos desde tu conexión. Vuelve a intentarlo dentro de 45 segundos.',
    ],
  ])('shows in the form how long to wait (%s)', async (error, retryAfter, message) => {
    mockApi([
      {
        method: 'POST',
        path: 'login_check',
        status: 429,
        body: { status: 429, error, description: 'Demasiados intentos fallidos.', retryAfter },
      },
    ]);
    renderApp('/login');

    await signIn('lucia@demo.example.org', 'wrong-password-123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // Said once, in the form: no toast repeats it.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('links to the forgot-password page', () => {
    mockApi([]);
    renderApp('/login');
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
