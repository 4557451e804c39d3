import { screen } from '@testing-library/react';
import { apiGet } from '@enlace/shared/api';
import { i18n } from '@enlace/shared/i18n';
import { useSessionStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

const TOKENS = { token: 'access', refresh_token: 'refresh', refresh_token_expiration: 4102444800 };

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  useSessionStore.getState().clear();
});

describe('LoginPage after a session ended without the person signing out', () => {
  it('says that the session expired when the API refused it, once', async () => {
    useSessionStore.getState().setTokens(TOKENS);
    mockApi([{ method: 'GET', path: 'home', status: 401, body: { status: 401, error: 'session-ended' } }]);
    await apiGet('home').catch(() => undefined);
    expect(useSessionStore.getState().token).toBeNull();

    const first = renderApp('/login');
    const notice = await screen.findByText('Tu sesión ha caducado; vuelve a iniciar sesión.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    first.unmount();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Tu sesión ha caducado/)).not.toBeInTheDocument();
  });

  it('says nothing of the kind to someone who opens it, or who signed out', async () => {
    useSessionStore.getState().setTokens(TOKENS);
    useSessionStore.getState().clear();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/vuelve a iniciar sesión/)).not.toBeInTheDocument();
  });
});
