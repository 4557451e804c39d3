import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@enlace/shared/i18n';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

describe('ForgotPasswordPage', () => {
  it('shows the success message and clears the form', async () => {
    const calls = mockApi([
      { method: 'POST', path: 'users/reset-password', status: 202, body: { success: true } },
    ]);
    renderApp('/forgot-password');
    const user = userEvent.setup({ delay: null });
    const email = screen.getByLabelText(/Correo electrónico/);

    await user.click(email);
    await user.paste('lucia@demo.example.org');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));

    expect(await screen.findByText(i18n.t('api.success.user-forgot-password'))).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'users/reset-password',
        body: { email: 'lucia@demo.example.org' },
      }),
    ]);
  });

  it('keeps an invalid email and makes no call', async () => {
    const calls = mockApi([]);
    renderApp('/forgot-password');
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByLabelText(/Correo electrónico/));
    await user.paste('lucia@');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));

    expect(await screen.findByText(i18n.t('api.error.not-valid-email'))).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('lucia@');
    expect(calls).toHaveLength(0);
  });
});
