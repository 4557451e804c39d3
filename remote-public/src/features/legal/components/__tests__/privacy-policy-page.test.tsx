import { screen, within } from '@testing-library/react';
import type { TenantConfig } from '@enlace/shared/domain';
import { i18n } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

const config = {
  primary_color: '#0f766e',
  company_name: 'Asociación Vecinal La Trinidad',
  foundation_name: 'Fundación Enlace',
  web_url: null,
  assets: {
    folder: 'demo',
    logo_dark: null,
    logo_light: null,
    hero_img: null,
    volunteer_form_img: null,
    favicon: null,
  },
  copies: {},
} as unknown as TenantConfig;

beforeEach(async () => {
  mockApi([]);
  useTenantStore.setState({ config });
});

afterEach(() => i18n.changeLanguage('es'));

describe('PrivacyPolicyPage', () => {
  it('has the 17 sections, each reachable from the contents, with both names and the legal ages', async () => {
    await i18n.changeLanguage('es');
    renderApp('/privacy-policy');
    expect(
      await screen.findByRole('heading', { name: 'Política de privacidad', level: 1 }),
    ).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Índice' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(17);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent!);
    }
    expect(screen.getAllByText(/Asociación Vecinal La Trinidad es la responsable/)).toHaveLength(1);
    expect(screen.getAllByText(/Fundación Enlace/).length).toBeGreaterThan(3);
    expect(screen.getByText(/La edad mínima .* es de 16 años/)).toBeInTheDocument();
    expect(screen.getByText(/menores de 18 años necesitan la autorización/)).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Información del documento' });
    for (const term of ['Tipo', 'Código', 'Versión', 'Propietario', 'Fecha de aprobación']) {
      expect(within(info).getByText(term)).toBeInTheDocument();
    }
    expect(screen.getByText('Última actualización: 20/06/2025 · Versión 1.0')).toBeInTheDocument();
    expect(document.title).toBe('Política de privacidad · Asociación Vecinal La Trinidad');
  });

  it('reads in English too', async () => {
    await i18n.changeLanguage('en');
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(
      17,
    );
    expect(screen.getByText(/The minimum age .* is 16/)).toBeInTheDocument();
  });
});
