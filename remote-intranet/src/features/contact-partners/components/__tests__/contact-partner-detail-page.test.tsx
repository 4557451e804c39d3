import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { PARTNER_OPTIONS, storedContactPartner } from './contact-partner-fixtures';

const personRoute: MockRoute = { method: 'GET', path: 'contact_partners/40', body: storedContactPartner() };

async function openPerson() {
  renderIntranet('/intranet/contact-partner/40');
  return screen.findByRole('heading', { name: 'Elena Castro Ibáñez', level: 1 });
}

describe('ContactPartnerDetailPage', () => {
  it('shows the organisation, the account status and the fields to edit', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, PARTNER_OPTIONS, personRoute]);
    await openPerson();
    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByRole('link', { name: 'Asociación Mar de Letras' })).toHaveAttribute(
      'href',
      '/intranet/partner/12',
    );
    expect(within(status).getByText('Cuenta activada')).toBeInTheDocument();
    await waitFor(() => expect(control(/^Entidad colaboradora/)).toHaveValue('/api/partners/12'));
    expect(control(/^Cargo/)).toHaveValue('Coordinadora');
    expect(control(/^Correo electrónico/)).toHaveValue('entidad@demo.example.org');
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('lets an administrator delete the person with a reason', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      PARTNER_OPTIONS,
      personRoute,
      { method: 'DELETE', path: 'contact_partners/40', status: 204 },
      {
        method: 'GET',
        path: 'contact_partners',
        body: { '@id': '/api/contact_partners', '@type': 'Collection', totalItems: 0, member: [] },
      },
    ]);
    await openPerson();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar a Elena Castro Ibáñez' });

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('Este campo no puede estar vacío')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Motivo/ }), 'user_request');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/contact-partner$/),
    );
    const deletion = calls.find((call) => call.method === 'DELETE');
    expect(deletion?.body).toEqual({ reason: 'user_request' });
  });

  it('shows the area’s not-found page for another tenant’s contact person (API 404)', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, PARTNER_OPTIONS]);
    renderIntranet('/intranet/contact-partner/41');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('sends the activation email again to a person who has not activated the account', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...GEOGRAPHY,
      PARTNER_OPTIONS,
      { ...personRoute, body: storedContactPartner({ accessStatus: 'no-access' }) },
      {
        method: 'POST',
        path: 'contact_partners/40/invitation',
        body: { success: true, message: 'invitation-sent' },
      },
    ]);
    await openPerson();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Reenviar invitación' }));

    expect(
      await screen.findByText('Hemos enviado de nuevo el correo de activación con un enlace nuevo'),
    ).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'POST' && call.path === 'contact_partners/40/invitation'),
    ).toHaveLength(1);
  });

  it('offers no new invitation once the account is activated', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, PARTNER_OPTIONS, personRoute]);
    await openPerson();
    expect(screen.queryByRole('button', { name: 'Reenviar invitación' })).not.toBeInTheDocument();
  });
});

describe('ContactPartnerDetailPage, two-step verification', () => {
  it('shows an administrator whether the contact person has it on, and resets it', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      PARTNER_OPTIONS,
      personRoute,
      {
        method: 'GET',
        path: 'users/40/mfa',
        body: { '@id': '/api/users/40/mfa', '@type': 'TwoStepVerification', enabled: true, required: false },
      },
      { method: 'DELETE', path: 'users/40/mfa', status: 204 },
    ]);
    const user = userEvent.setup({ delay: null });
    await openPerson();

    const card = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    await user.click(await within(card).findByRole('button', { name: 'Restablecer' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Restablecer la verificación en dos pasos de Elena Castro Ibáñez?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(within(card).getByText('Desactivada')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('users/40/mfa');
  });

  it('is not shown to a technician', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, PARTNER_OPTIONS, personRoute]);
    await openPerson();
    expect(screen.queryByRole('region', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument();
  });
});
