import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../../i18n/translations';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { useConsentStore } from '../../../../stores/consent-store';
import { CookieConsentModal } from '../cookie-consent-modal';

const COOKIE = 'enlace-cookie-consent';

function clearCookie() {
  document.cookie = `${COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

function storedValue(): string | undefined {
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(COOKIE.length + 1)) : undefined;
}

function renderModal() {
  act(() => useConsentStore.getState().hydrate());
  return renderWithProviders(<CookieConsentModal />);
}

describe('CookieConsentModal', () => {
  beforeEach(clearCookie);

  it('shows the notice when no consent is stored', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de Cookies' });
    expect(dialog).toHaveTextContent(/cookies propias y de terceros/);
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });

  it('stores every category and closes on accept', async () => {
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(storedValue()).toBe('social|analysis|marketing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("stores 'off' and closes on reject", async () => {
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(storedValue()).toBe('off');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown once a value is stored', () => {
    document.cookie = `${COOKIE}=off; path=/`;
    renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not dismissed with Escape', async () => {
    renderModal();
    await screen.findByRole('dialog', { name: 'Aviso de Cookies' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Aviso de Cookies' })).toBeInTheDocument();
    expect(storedValue()).toBeUndefined();
  });
});

describe('CookieConsentModal on the policy pages', () => {
  beforeEach(clearCookie);

  function renderOn(route: string) {
    act(() => useConsentStore.getState().hydrate());
    return renderWithProviders(<CookieConsentModal />, { route });
  }

  it('steps aside as a non-modal panel so the cookie policy can be read', async () => {
    renderOn('/cookie-policy');
    const panel = await screen.findByRole('dialog', { name: 'Aviso de Cookies' });
    expect(panel).toHaveAttribute('aria-modal', 'false');
    expect(panel).toHaveTextContent(/puedes leer la política en esta página/i);
    // No link back to the page the person is already reading.
    expect(screen.queryByRole('link', { name: /política de cookies/i })).not.toBeInTheDocument();
  });

  it('still asks for consent there and stores the choice', async () => {
    renderOn('/privacy-policy');
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(storedValue()).toBe('off');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is the modal dialog with its link to the policy everywhere else', async () => {
    renderOn('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de Cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: /política de cookies/i })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });
});
