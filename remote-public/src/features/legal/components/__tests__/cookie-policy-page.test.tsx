import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { expectLegalDocument } from '../../../../testing/expect-legal-document';
import { renderApp } from '../../../../testing/render-app';
import { tenantConfig } from '../../../../testing/tenant-config';
import { reloadPage } from '../../utils/reload-page';

// jsdom cannot reload; the end-to-end test sees the cookie notice come back after the real reload.
jest.mock('../../utils/reload-page', () => ({ reloadPage: jest.fn() }));

const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]);

beforeEach(async () => {
  mockApi([]);
  useTenantStore.setState({ config: tenantConfig() });
  await i18n.changeLanguage('es');
});

afterEach(() => {
  for (const name of cookieNames()) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('CookiePolicyPage', () => {
  it('names what the site keeps in the browser, the consent categories and the 365 days', async () => {
    renderApp('/cookie-policy');
    const sections = await expectLegalDocument('Política de cookies', 6);
    const stored = within(sections['2. Qué cookies y qué almacenamiento usa Enlace']).getAllByRole(
      'listitem',
    );
    expect(stored[0]).toHaveTextContent(
      'Cookie de consentimiento «enlace-cookie-consent» (propia y técnica): guarda tu decisión sobre las cookies. Vale «social|analysis|marketing» si las aceptas y «off» si las rechazas, se guarda para la ruta «/» de este sitio y dura 365 días.',
    );
    expect(stored[1]).toHaveTextContent('Sesión «enlace-session»');
    expect(stored[2]).toHaveTextContent('Idioma «enlace-language»');
    expect(stored[3]).toHaveTextContent('Si no las aceptas, Matomo ni siquiera se carga.');
    const categories = within(sections['3. Categorías de consentimiento']).getAllByRole('listitem');
    expect(categories.map((category) => category.textContent)).toEqual([
      expect.stringMatching(/^Social \(«social»\)/),
      expect.stringMatching(/^Análisis \(«analysis»\)/),
      expect.stringMatching(/^Marketing \(«marketing»\)/),
    ]);
    expect(sections['4. Cuánto dura tu decisión']).toHaveTextContent(
      'Tu decisión se guarda durante 365 días.',
    );
    expect(document.title).toBe('Política de cookies · Asociación Vecinal La Trinidad');
  });

  it('forgets the decision and the analytics cookies, keeping the others, and starts the page again', async () => {
    document.cookie = 'enlace-cookie-consent=social%7Canalysis%7Cmarketing; path=/';
    document.cookie = '_pk_id.1.1fff=5c2f1a; path=/';
    document.cookie = '_pk_ses.1.1fff=1; path=/';
    document.cookie = 'unrelated=kept; path=/';
    renderApp('/cookie-policy');
    const section = await screen.findByRole('region', {
      name: '5. Cómo cambiar o retirar tu consentimiento',
    });

    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar preferencias de cookies' }));

    expect(cookieNames()).toEqual(['unrelated']);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
