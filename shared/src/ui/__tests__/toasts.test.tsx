import { act, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/request';
import { renderWithProviders } from './render-with-providers';

jest.setTimeout(30_000);

describe('UiProviders toasts', () => {
  it('shows the translated error of a failed request and the success message', async () => {
    renderWithProviders(<p>página</p>);
    await act(() =>
      request(async () => {
        throw new ApiError({ status: 401, code: 'invalid-credentials' });
      }),
    );
    expect(
      await screen.findByText('El correo electrónico o la contraseña no son correctos'),
    ).toBeInTheDocument();
    await act(() => request(async () => 'ok', { successMessage: 'api.success.user-forgot-password' }));
    expect(
      await screen.findByText(
        'Si el correo está registrado, recibirás un enlace para restablecer la contraseña',
      ),
    ).toBeInTheDocument();
  });
});
