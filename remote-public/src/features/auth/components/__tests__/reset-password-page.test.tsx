import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@enlace/shared/i18n';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

const NEW_PASSWORD = 'Un-paseo-por-la-playa-2026';
const VALID_LINK = { method: 'GET', path: 'users/reset-password/abc123', body: { success: true } } as const;
const EXPIRED = {
  status: 400,
  body: { status: 400, error: 'password-request-expired', description: 'El enlace ha caducado.' },
};

async function choosePassword(password: string, repeated: string) {
  const user = userEvent.setup({ delay: null });
  // The page loads on its own (it is reached only from the emailed link).
  await user.click(await screen.findByLabelText(/^Contraseña nueva/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Repite la contraseña/));
  await user.paste(repeated);
  await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
}

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

describe('ResetPasswordPage', () => {
  it('shows repeat-password-equal on the repeated field when the passwords differ, without calling the API', async () => {
    const calls = mockApi([VALID_LINK]);
    renderApp('/reset-password/abc123');

    await choosePassword(NEW_PASSWORD, `${NEW_PASSWORD}-otra`);

    const repeated = screen.getByLabelText(/^Repite la contraseña/);
    await waitFor(() => expect(repeated).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() =>
      expect(repeated).toHaveAccessibleErrorMessage(i18n.t('api.error.repeat-password-equal')),
    );
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('sends only the new password and goes to login', async () => {
    const calls = mockApi([
      VALID_LINK,
      { method: 'PATCH', path: 'users/reset-password/abc123', body: { success: true } },
    ]);
    renderApp('/reset-password/abc123');

    await choosePassword(NEW_PASSWORD, NEW_PASSWORD);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ password: NEW_PASSWORD });
  });

  it('offers a new link when the request has expired', async () => {
    mockApi([
      {
        method: 'PATCH',
        path: 'users/reset-password/old',
        status: 400,
        body: { status: 400, error: 'password-request-expired', description: 'El enlace ha caducado.' },
      },
    ]);
    renderApp('/reset-password/old');

    await choosePassword(NEW_PASSWORD, NEW_PASSWORD);

    expect(await screen.findByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password/old');
  });

  it('says at once that a used or expired link no longer works, without using a valid one', async () => {
    const calls = mockApi([{ method: 'GET', path: 'users/reset-password/used', ...EXPIRED }]);
    renderApp('/reset-password/used');

    expect(await screen.findByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('api.error.password-request-expired'));
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('says nothing of the kind for a link that works', async () => {
    const calls = mockApi([VALID_LINK]);
    renderApp('/reset-password/abc123');
    await screen.findByLabelText(/^Contraseña nueva/);
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['GET']));
    expect(screen.queryByRole('link', { name: 'Solicitar un enlace nuevo' })).not.toBeInTheDocument();
  });

  it('is marked noindex while shown', () => {
    mockApi([]);
    const { unmount } = renderApp('/reset-password/abc123');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
