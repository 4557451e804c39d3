import { screen, within } from '@testing-library/react';
import { i18n } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { expectLegalDocument } from '../../../../testing/expect-legal-document';
import { renderApp } from '../../../../testing/render-app';
import { tenantConfig } from '../../../../testing/tenant-config';

beforeEach(async () => {
  mockApi([]);
  useTenantStore.setState({ config: tenantConfig() });
  await i18n.changeLanguage('es');
});

describe('DataProcessingAgreementPage', () => {
  it('has the clauses with the terms of spec §9 and annexes 1 to 3, between the organisation and the foundation', async () => {
    renderApp('/data-processing-agreement');
    const sections = await expectLegalDocument('Contrato de encargo del tratamiento', 16);
    expect(sections['1. Partes y objeto']).toHaveTextContent(
      'De una parte, Asociación Vecinal La Trinidad (la entidad), responsable del tratamiento. De otra, Fundación Puente Digital, encargado del tratamiento.',
    );
    expect(sections['4. Subencargados']).toHaveTextContent(
      'con 30 días de antelación, y la entidad podrá oponerse de forma motivada en un plazo de 15 días',
    );
    expect(sections['7. Violaciones de la seguridad de los datos']).toHaveTextContent(
      'en un plazo máximo de 72 horas desde que tenga conocimiento de ella',
    );
    expect(sections['8. Derechos de las personas interesadas']).toHaveTextContent(
      'en un plazo máximo de 5 días hábiles',
    );
    expect(sections['9. Auditorías']).toHaveTextContent(
      'como máximo una vez cada 2 años y con un preaviso de 10 días hábiles',
    );
    expect(sections['11. Fin de la prestación: devolución o destrucción']).toHaveTextContent(
      'Si no lo elige en 30 días desde el fin de la prestación, los datos se le devolverán.',
    );
    expect(
      within(sections['12. Plazos de conservación'])
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'datos de las personas usuarias activas: mientras dure el contrato;',
      'donaciones: 6 años;',
      'registros de seguridad: 2 años;',
      'certificaciones: 10 años.',
    ]);
    expect(sections['13. Responsabilidad, ley aplicable y jurisdicción']).toHaveTextContent(
      'juzgados y tribunales de Málaga',
    );

    const annex1 = sections['Anexo 1. Categorías de datos personales y de personas interesadas'];
    const [data, subjects] = within(annex1).getAllByRole('list');
    expect(within(data).getAllByRole('listitem')).toHaveLength(6);
    expect(data).toHaveTextContent('económicos: el IBAN para el reembolso de gastos');
    expect(data).toHaveTextContent('el certificado de delitos de naturaleza sexual cuando la ley lo exige');
    expect(
      within(subjects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'personas voluntarias;',
      'personas beneficiarias;',
      'donantes;',
      'personal administrativo y representantes de la entidad;',
      'personas de contacto de las entidades colaboradoras.',
    ]);
    const subprocessors = within(sections['Anexo 2. Subencargados autorizados']).getAllByRole('listitem');
    expect(subprocessors.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^un proveedor de infraestructura en la nube, con centros de datos en la Unión Europea y en Estados Unidos/,
      ),
      expect.stringMatching(/^un proveedor de correo electrónico transaccional, en Estados Unidos/),
      expect.stringMatching(/^un proveedor de alojamiento español/),
    ]);
    const measures = sections['Anexo 3. Medidas técnicas y organizativas de seguridad'];
    expect(measures).toHaveTextContent(
      'cifrado de los datos en tránsito con TLS 1.3 y en reposo con AES-256',
    );
    expect(measures).toHaveTextContent('permisos granulares basados en roles');
    expect(measures).toHaveTextContent('autenticación multifactor para el acceso administrativo');
    expect(measures).toHaveTextContent('contraseñas de 12 a 64 caracteres');
    expect(document.title).toBe('Contrato de encargo del tratamiento · Asociación Vecinal La Trinidad');
    expect(screen.getByRole('region', { name: 'Información del documento' })).toHaveTextContent('DPA-01');
  });
});
