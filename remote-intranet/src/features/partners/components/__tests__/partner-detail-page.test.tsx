import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control, fill } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedPartner } from './partner-fixtures';

const partnerRoute = (overrides = {}): MockRoute => ({
  method: 'GET',
  path: 'partners/12',
  body: storedPartner(overrides),
});

async function openPartner() {
  renderIntranet('/intranet/partner/12');
  return screen.findByRole('heading', { name: 'Asociación Mar de Letras', level: 1 });
}

describe('PartnerDetailPage', () => {
  it('lists the partner’s contact persons with links, and adds one with the partner preset', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, partnerRoute()]);
    await openPartner();

    const table = screen.getByRole('table', { name: 'Personas de contacto de Asociación Mar de Letras' });
    const row = within(table).getByRole('row', { name: /Elena Castro Ibáñez/ });
    expect(within(row).getByRole('link', { name: 'Elena Castro Ibáñez' })).toHaveAttribute(
      'href',
      '/intranet/contact-partner/40',
    );
    expect(within(row).getByText('Coordinadora')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'entidad@demo.example.org' })).toHaveAttribute(
      'href',
      'mailto:entidad@demo.example.org',
    );
    expect(within(row).getByText('+34 611222333')).toBeInTheDocument();

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('link', { name: 'Añadir persona de contacto' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/intranet/contact-partner/create?partner=12'),
    );
  });

  it('says so when the partner has no contact persons yet', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, partnerRoute({ contactPersons: [], contactPersonsCount: 0 })]);
    await openPartner();
    expect(screen.getByText('Esta entidad todavía no tiene personas de contacto.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Personas de contacto de/ })).not.toBeInTheDocument();
  });

  it('shows every field in its group and the agreement as it shows today', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, partnerRoute()]);
    await openPartner();

    const agreement = screen.getByRole('region', { name: 'Convenio' });
    expect(within(agreement).getByText('Convenio vigente')).toBeInTheDocument();
    expect(within(agreement).getByText(/30 jun 2027/)).toBeInTheDocument();
    expect(control(/^Nombre de la entidad/)).toHaveValue('Asociación Mar de Letras');
    expect(control(/^Forma jurídica/)).toHaveValue('non_profit');
    expect(control(/^NIF/)).toHaveValue('G29876547');
    expect(control(/^Sitio web/)).toHaveValue('https://mardeletras.example.org');
    expect(control(/^Correo electrónico/)).toHaveValue('hola@mardeletras.example.org');
    expect(control(/^Teléfono fijo/)).toHaveValue('952123456');
    await waitFor(() => expect(control(/^Municipio/)).toHaveValue('/api/locations/29067'));
    expect(control(/^Fecha de caducidad/)).toHaveValue('2027-06-30');
    expect(control(/^Observaciones/)).toHaveValue('Renovación anual.');
  });

  it('starts the status from the stored one, so a later date renews an agreement expired by date', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...GEOGRAPHY,
      partnerRoute({
        agreementStatus: 'agreement_expired',
        agreementExpiredByDate: true,
        expirationDate: '2025-01-31',
      }),
      {
        method: 'PATCH',
        path: 'partners/12',
        answer: () => ({ body: storedPartner({ expirationDate: '2027-01-31' }) }),
      },
    ]);
    await openPartner();

    const agreement = screen.getByRole('region', { name: 'Convenio' });
    expect(within(agreement).getByText('Convenio caducado')).toBeInTheDocument();
    expect(within(agreement).getByText(/^El convenio caducó el 31 ene 2025/)).toBeInTheDocument();
    // The select shows what staff set (active), not the status shown.
    expect(control(/^Estado del convenio/)).toHaveValue('agreement_active');

    const user = userEvent.setup({ delay: null });
    await fill(/^Fecha de caducidad/, '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ agreementStatus: 'agreement_active', expirationDate: '2027-01-31' });
    await waitFor(() => expect(within(agreement).getByText('Convenio vigente')).toBeInTheDocument());
  });

  it('explains on the page why a partner with contact persons was not deleted', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([
      ...GEOGRAPHY,
      partnerRoute(),
      {
        method: 'DELETE',
        path: 'partners/12',
        status: 409,
        body: { status: 409, error: 'partner-has-contact-persons', description: 'No' },
      },
    ]);
    await openPartner();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar Asociación Mar de Letras?' });
    expect(within(dialog).getByText(/^Esta entidad tiene una persona de contacto/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const alert = await screen.findByText('No se ha eliminado la entidad');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      /Tiene personas de contacto\. Elimínalas o cámbialas de entidad/,
    );
    expect(screen.getByRole('link', { name: 'Ver sus personas de contacto' })).toHaveAttribute(
      'href',
      '#contact-persons',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/partner\/12$/);
  });

  it('deletes a partner without contact persons and goes back to the list', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      partnerRoute({ contactPersons: [], contactPersonsCount: 0 }),
      { method: 'DELETE', path: 'partners/12', status: 204 },
      {
        method: 'GET',
        path: 'partners',
        body: { '@id': '/api/partners', '@type': 'Collection', totalItems: 0, member: [] },
      },
    ]);
    await openPartner();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/su NIF quedará libre/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/partner$/));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'partners/12')).toBe(true);
    expect(await screen.findByText('Entidad eliminada')).toBeInTheDocument();
  });

  it.each([
    ['an employee', ['employee'] as const],
    ['a coordinator', ['employee', 'coordinator'] as const],
  ])('hides the delete action from %s', async (_who, roles) => {
    signInAs(...roles);
    mockApi([...GEOGRAPHY, partnerRoute()]);
    await openPartner();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('shows the area’s not-found page for another tenant’s partner (API 404)', async () => {
    signInAs('employee');
    mockApi(GEOGRAPHY);
    renderIntranet('/intranet/partner/99');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
