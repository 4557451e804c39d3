import { screen, within } from '@testing-library/react';
import { i18n, loadLanguage } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { expectLegalDocument } from '../../../../testing/expect-legal-document';
import { renderApp } from '../../../../testing/render-app';
import { tenantConfig } from '../../../../testing/tenant-config';

beforeEach(() => {
  mockApi([]);
  useTenantStore.setState({ config: tenantConfig() });
});

afterEach(() => i18n.changeLanguage('es'));

describe('TermsAndConditionsPage', () => {
  it('has the ten sections of spec §2, the beta conditions and the tiers with their limits', async () => {
    await i18n.changeLanguage('es');
    renderApp('/terms-and-conditions');
    const sections = await expectLegalDocument('Términos y condiciones', 10);

    expect(
      screen.getByText(
        /Enlace está en fase beta: el servicio se presta sin acuerdo de nivel de servicio \(SLA\)/,
      ),
    ).toHaveTextContent('disponibilidad del 99,9 %');
    const roles = sections['2. Roles en materia de protección de datos'];
    expect(roles).toHaveTextContent(
      'la entidad es la responsable del tratamiento y Fundación Puente Digital actúa como encargado del tratamiento',
    );
    expect(within(roles).getByRole('link', { name: 'Contrato de encargo del tratamiento' })).toHaveAttribute(
      'href',
      '/data-processing-agreement',
    );

    const tiers = within(sections['5. Modalidades del servicio y niveles']).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      expect.stringMatching(/^Nivel 1 \(gratuito\): hasta 50 personas voluntarias; proyectos activos: 1;/),
      expect.stringMatching(/^Nivel 2 \(estándar\): hasta 200 personas voluntarias; proyectos activos: 5;/),
      expect.stringMatching(/^Nivel 3 \(prémium\): hasta 1000 personas voluntarias; proyectos activos: 12;/),
      'Nivel red: condiciones especiales para las entidades que forman parte de la red de Fundación Puente Digital.',
    ]);
    expect(sections['5. Modalidades del servicio y niveles']).toHaveTextContent(
      'disfrutarán gratuitamente del nivel 2 durante 18 meses desde el lanzamiento comercial',
    );
    expect(sections['6. Medidas de seguridad']).toHaveTextContent('TLS 1.3');
    expect(sections['6. Medidas de seguridad']).toHaveTextContent('autenticación multifactor');
    expect(sections['7. Auditoría']).toHaveTextContent(
      'como máximo una vez cada 2 años y con un preaviso de 10 días hábiles',
    );
    expect(sections['10. Vigencia y terminación']).toHaveTextContent('juzgados y tribunales de Málaga');
    expect(document.title).toBe('Términos y condiciones · Asociación Vecinal La Trinidad');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('el servicio de Fundación Puente Digital'),
    );
  });

  it('formats the figures the English way in English', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    renderApp('/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { name: 'Terms and conditions', level: 1 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(
      10,
    );
    expect(screen.getByText(/Tier 3 \(premium\): up to 1,000 volunteers/)).toBeInTheDocument();
    expect(screen.getAllByText(/99\.9% availability/)).toHaveLength(1);
  });
});
