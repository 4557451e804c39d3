import { act, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/request';
import { ConfirmDialog } from '../index';
import { renderWithProviders } from '../../testing/render-with-providers';

jest.setTimeout(30_000);

/** The live region a piece of text is announced through, if any. */
const liveRegionOf = (element: HTMLElement) => element.closest('[aria-live]');

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

  it('announces every toast through a live region, even over a modal dialog, without repeating ids', async () => {
    renderWithProviders(<ConfirmDialog open title="¿Guardar?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    await screen.findByRole('alertdialog', { name: '¿Guardar?' });
    await act(() =>
      request(async () => {
        throw new ApiError({ status: 409, code: 'invalid-credentials' });
      }),
    );
    await act(() => request(async () => 'ok', { successMessage: 'api.success.user-forgot-password' }));

    const error = await screen.findByText('El correo electrónico o la contraseña no son correctos');
    const success = await screen.findByText(
      'Si el correo está registrado, recibirás un enlace para restablecer la contraseña',
    );
    for (const toast of [error, success]) {
      const region = liveRegionOf(toast);
      expect(region).toHaveAttribute('aria-live', 'polite');
      // A child of <body> that the dialog does not hide from screen readers.
      expect(region?.parentElement).toBe(document.body);
      expect(toast.closest('[aria-hidden="true"]')).toBeNull();
    }
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
