import { screen, within } from '@testing-library/react';
import { i18n, loadLanguage } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { expectLegalDocument } from '../../../../testing/expect-legal-document';
import { renderApp } from '../../../../testing/render-app';
import { tenantConfig } from '../../../../testing/tenant-config';

beforeEach(async () => {
  mockApi([]);
  useTenantStore.setState({ config: tenantConfig() });
});

afterEach(() => i18n.changeLanguage('es'));

describe('PrivacyPolicyPage', () => {
  it('has the 17 sections, each reachable from the contents, with both names from the configuration and the legal ages', async () => {
    await i18n.changeLanguage('es');
    renderApp('/privacy-policy');
    const sections = await expectLegalDocument('Política de privacidad', 17);
    expect(sections['1. Responsable del tratamiento']).toHaveTextContent(
      'Asociación Vecinal La Trinidad es la responsable',
    );
    expect(sections['1. Responsable del tratamiento']).toHaveTextContent(
      'Fundación Puente Digital trata esos datos por cuenta de Asociación Vecinal La Trinidad',
    );
    expect(sections['7. Menores de edad']).toHaveTextContent('La edad mínima');
    expect(sections['7. Menores de edad']).toHaveTextContent('es de 16 años');
    expect(sections['7. Menores de edad']).toHaveTextContent('menores de 18 años necesitan la autorización');
    expect(sections['8. Cuánto tiempo los conservamos']).toHaveTextContent(
      'las donaciones, 6 años; los registros de seguridad, 2 años; las certificaciones, 10 años',
    );
    expect(
      within(sections['16. Cookies']).getByRole('link', { name: 'Política de cookies' }),
    ).toHaveAttribute('href', '/cookie-policy');
    const info = screen.getByRole('region', { name: 'Información del documento' });
    expect(info).toHaveTextContent('POL-PRIV-01');
    expect(info).toHaveTextContent('Fundación Puente Digital');
    expect(document.title).toBe('Política de privacidad · Asociación Vecinal La Trinidad');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Asociación Vecinal La Trinidad y Fundación Puente Digital'),
    );
  });

  it('reads in English too', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(
      17,
    );
    expect(screen.getByText(/The minimum age .* is 16/)).toBeInTheDocument();
  });
});
