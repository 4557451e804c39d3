import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, loadLanguage } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../testing/render-app';
import { tenantConfig } from '../../testing/tenant-config';

beforeEach(async () => {
  mockApi([]);
  await i18n.changeLanguage('es');
});

afterEach(() => i18n.changeLanguage('es'));

describe('PublicFooter', () => {
  it.each(['/', '/login', '/privacy-policy', '/no-existe'])(
    'on %s names the organisation, the year and the foundation, and links the four legal documents',
    async (path) => {
      useTenantStore.setState({ config: tenantConfig() });
      renderApp(path);
      const footer = await screen.findByRole('contentinfo');
      expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Asociación Vecinal La Trinidad`);
      expect(footer).toHaveTextContent('Gestionado con Enlace, un servicio de Fundación Puente Digital');
      const links = within(
        within(footer).getByRole('navigation', { name: 'Documentos legales' }),
      ).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Términos y condiciones', '/terms-and-conditions'],
        ['Política de privacidad', '/privacy-policy'],
        ['Política de cookies', '/cookie-policy'],
        ['Contrato de encargo del tratamiento', '/data-processing-agreement'],
      ]);
    },
  );

  it('shows the light logo on its dark band and leads to each document', async () => {
    useTenantStore.setState({
      config: tenantConfig({
        assets: {
          folder: 'otra',
          logo_dark: 'logo_dark.webp',
          logo_light: 'logo_light.webp',
          hero_img: null,
          volunteer_form_img: null,
          favicon: null,
        },
      }),
    });
    const { container } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.querySelector('img')).toHaveAttribute('src', '/cdn/otra/logo_light.webp');

    await userEvent.click(within(footer).getByRole('link', { name: 'Contrato de encargo del tratamiento' }));
    // The document's page loads on its own, slowly under jsdom on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Contrato de encargo del tratamiento', level: 1 },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(container).getByTestId('location')).toHaveTextContent('/data-processing-agreement');
  });

  it('reads in English', async () => {
    useTenantStore.setState({ config: tenantConfig() });
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Legal documents' })).toHaveTextContent(
      'Terms and conditions',
    );
    expect(footer).toHaveTextContent('Run with Enlace, a service of Fundación Puente Digital');
  });
});
