import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GEOGRAPHY, mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { choose, control, fill, storedVolunteer } from './volunteer-fixtures';

const volunteerRoute = (overrides = {}): MockRoute => ({
  method: 'GET',
  path: 'volunteers/12',
  body: storedVolunteer(overrides),
});

const LIST: MockRoute = {
  method: 'GET',
  path: 'volunteers',
  body: { '@id': '/api/volunteers', '@type': 'Collection', totalItems: 0, member: [] },
};

async function openVolunteer() {
  renderIntranet('/intranet/volunteer/12');
  return screen.findByRole('heading', { name: 'Lucía Núñez Peña', level: 1 });
}

describe('VolunteerDetailPage', () => {
  it('shows the status block and every field of the volunteer', async () => {
    signInAs('employee');
    mockApi([
      ...GEOGRAPHY,
      volunteerRoute({
        status: 'validated',
        validatedAt: '2026-03-02T09:30:00.000Z',
        validatedBy: '/api/users/3',
        validatedByName: 'Marta Ruiz',
        accessStatus: 'access',
      }),
    ]);
    await openVolunteer();

    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByText('Validado')).toBeInTheDocument();
    expect(within(status).getByText('Marta Ruiz')).toBeInTheDocument();
    expect(within(status).getByText('Cuenta activada')).toBeInTheDocument();
    expect(within(status).getByText(/2 mar 2026/)).toBeInTheDocument();
    expect(control(/^Nombre/)).toHaveValue('Lucía');
    expect(control(/^Correo electrónico/)).toHaveValue('lucia@example.org');
    await waitFor(() => expect(control(/^Municipio/)).toHaveValue('/api/locations/29067'));
    expect(screen.getByRole('checkbox', { name: 'Redes sociales' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lunes, Mañana' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Empático' })).toBeChecked();
    expect(control(/^Sobre la persona/)).toHaveValue('Le gusta enseñar.');
    expect(screen.getByRole('switch', { name: 'Inactivo' })).not.toBeChecked();
    // Already validated: nothing to validate.
    expect(screen.queryByRole('button', { name: 'Validar' })).not.toBeInTheDocument();
  });

  it('gives an administrator validate, promote and delete', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([...GEOGRAPHY, volunteerRoute()]);
    await openVolunteer();
    expect(screen.getByRole('button', { name: 'Validar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Promocionar a coordinador/a' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it.each([
    ['an employee', ['employee'] as const],
    ['a coordinator', ['employee', 'coordinator'] as const],
  ])('hides the administrators’ actions from %s', async (_who, roles) => {
    signInAs(...roles);
    mockApi([...GEOGRAPHY, volunteerRoute()]);
    await openVolunteer();
    expect(screen.getByRole('button', { name: 'Validar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Promocionar a coordinador/a' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('validates a pending volunteer and shows who did it', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...GEOGRAPHY,
      volunteerRoute(),
      {
        method: 'POST',
        path: 'volunteers/12/validate',
        body: storedVolunteer({
          status: 'validated',
          validatedAt: '2026-03-05T10:00:00.000Z',
          validatedBy: '/api/users/1',
          validatedByName: 'Ana Pérez Gil',
        }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^¿Validar a/ });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Validar' }));

    const status = screen.getByRole('region', { name: 'Estado' });
    await waitFor(() => expect(within(status).getByText('Ana Pérez Gil')).toBeInTheDocument());
    expect(within(status).getByText('Validado')).toBeInTheDocument();
    // Neither the page's button nor the confirmation's, once the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Validar' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'volunteers/12/validate',
    ]);
  });

  it('promotes to coordinator only after a confirmation, then opens the new coordinator', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      volunteerRoute(),
      LIST,
      {
        method: 'POST',
        path: 'volunteers/12/promote',
        body: { '@id': '/api/coordinators/12', '@type': 'Coordinator', id: 12 },
      },
      // The same person, now on the coordinator list (the same id).
      {
        method: 'GET',
        path: 'coordinators/12',
        body: {
          ...storedVolunteer({ '@id': '/api/coordinators/12', '@type': 'Coordinator' }),
          department: null,
          isAdmin: false,
          roles: ['user', 'employee', 'coordinator'],
          promotedAt: '2026-03-05T10:00:00.000Z',
          promotedBy: '/api/users/1',
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();

    await user.click(screen.getByRole('button', { name: 'Promocionar a coordinador/a' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Promocionar a Lucía Núñez Peña a coordinador/a?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === 'volunteers/12/promote')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Promocionar a coordinador/a' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Promocionar' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/coordinator\/12$/),
    );
    expect(await screen.findByText('La persona voluntaria es ahora coordinadora')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lucía Núñez Peña', level: 1 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByRole('link', {
        name: 'Coordinación',
      }),
    ).toHaveAttribute('href', '/intranet/coordinator');
    expect(
      within(screen.getByRole('region', { name: 'Estado' })).getByText('Promocionado el'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'volunteers/12/promote')).toHaveLength(1);
  });

  it('stays on the page when the promotion is refused', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([
      ...GEOGRAPHY,
      volunteerRoute(),
      {
        method: 'POST',
        path: 'volunteers/12/promote',
        status: 409,
        body: { status: 409, error: 'coordinator-already-exists', description: 'Ya es coordinadora.' },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();
    await user.click(screen.getByRole('button', { name: 'Promocionar a coordinador/a' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Promocionar' }),
    );
    expect(await screen.findByText('Esta persona ya es coordinadora')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/volunteer/12');
  });

  it('asks for the reason before deleting, sends it, and goes back to the list', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      volunteerRoute(),
      LIST,
      { method: 'DELETE', path: 'volunteers/12', status: 204 },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar a Lucía Núñez Peña' });
    const reason = within(dialog).getByRole('combobox', { name: /Motivo/ });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Este campo no puede estar vacío');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.selectOptions(reason, 'user_request');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/volunteer$/));
    expect(await screen.findByText('Persona voluntaria eliminada')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: 'volunteers/12',
      body: { reason: 'user_request' },
    });
  });

  it('keeps the dialog open when the deletion fails', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([
      ...GEOGRAPHY,
      volunteerRoute(),
      {
        method: 'DELETE',
        path: 'volunteers/12',
        status: 500,
        body: { status: 500, error: 'internal-error' },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Motivo/ }), 'archival');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(/Ha ocurrido un error inesperado/)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/volunteer/12');
  });

  it('saves the changes as a merge patch, clearing the unticked days too', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...GEOGRAPHY,
      volunteerRoute(),
      {
        method: 'PATCH',
        path: 'volunteers/12',
        answer: () => ({ body: storedVolunteer({ phone: '952123456', status: 'inactive', inactive: true }) }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();
    await fill(/^Teléfono fijo/, '952123456');
    await user.click(screen.getByRole('checkbox', { name: 'Lunes, Mañana' }));
    await user.click(screen.getByRole('switch', { name: 'Inactivo' }));
    await choose(/^¿Cómo nos conoció\?/, 'media');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Persona voluntaria actualizada')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '952123456', inactive: true, howWeMet: 'media', phonePrefix: null });
    expect(body.availability).toMatchObject({ monday: [] });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Estado' })).getByText('Inactivo'),
      ).toBeInTheDocument(),
    );
  });

  it('sends the ETag it loaded; when a colleague saved first, says so and reloads their version', async () => {
    signInAs('employee');
    let colleagueSaved = false;
    const calls = mockApi([
      ...GEOGRAPHY,
      {
        method: 'GET',
        path: 'volunteers/12',
        answer: () =>
          colleagueSaved
            ? { body: storedVolunteer({ aboutMe: 'Cambiado por Marta.' }), headers: { etag: '"4-marta"' } }
            : { body: storedVolunteer(), headers: { etag: '"2-leido"' } },
      },
      {
        method: 'PATCH',
        path: 'volunteers/12',
        answer: (call) => {
          if (call.ifMatch === '"4-marta"') return { body: storedVolunteer(), headers: { etag: '"6-mio"' } };
          colleagueSaved = true;
          return {
            status: 412,
            body: {
              status: 412,
              error: 'resource-changed',
              description: 'Otra persona ha cambiado este registro.',
            },
          };
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();
    await fill(/^Teléfono fijo/, '952123456');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Alguien ha cambiado este registro');
    expect(alert).toHaveTextContent(
      'Otra persona ha cambiado este registro mientras lo editabas. Recarga para ver sus cambios; lo que has escrito aquí se perderá.',
    );
    expect(alert).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.ifMatch)).toEqual([
      '"2-leido"',
    ]);
    expect(screen.queryByText('Persona voluntaria actualizada')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(control(/^Sobre la persona/)).toHaveValue('Cambiado por Marta.'));
    expect(control(/^Teléfono fijo/)).toHaveValue('');
    expect(screen.queryByText('Alguien ha cambiado este registro')).not.toBeInTheDocument();

    // Saved again over the colleague's version: with its ETag, accepted.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Persona voluntaria actualizada')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.ifMatch)).toEqual([
      '"2-leido"',
      '"4-marta"',
    ]);
  });

  it('answers another organisation’s or an unknown volunteer with the area’s 404 page', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([...GEOGRAPHY]);
    renderIntranet('/intranet/volunteer/12');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('shows a minor’s pending authorisation and sends the tutor the link again', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...GEOGRAPHY,
      volunteerRoute({
        birthday: `${new Date().getFullYear() - 16}-01-15`,
        tutorName: 'Marta',
        tutorSurname: 'Rey Gómez',
        tutorEmail: 'marta@example.org',
        tutorPhone: '600123456',
        relation: 'mother',
        guardianConsent: 'pending',
        guardianConsentedAt: null,
      }),
      {
        method: 'POST',
        path: 'volunteers/12/guardian-consent',
        body: { success: true, message: 'guardian-consent-requested' },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();

    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByText('Autorización del tutor pendiente')).toBeInTheDocument();
    expect(control(/^Nombre del tutor/)).toHaveValue('Marta');
    await user.click(screen.getByRole('button', { name: 'Reenviar enlace al tutor' }));

    expect(await screen.findByText(/Se ha enviado al tutor o la tutora el correo/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'volunteers/12/guardian-consent',
    ]);
  });

  it('shows that the tutor declined, when and why, and offers no new link', async () => {
    signInAs('employee');
    mockApi([
      ...GEOGRAPHY,
      volunteerRoute({
        birthday: `${new Date().getFullYear() - 16}-01-15`,
        tutorName: 'Marta',
        tutorSurname: 'Rey Gómez',
        tutorEmail: 'marta@example.org',
        tutorPhone: '600123456',
        relation: 'mother',
        guardianConsent: 'declined',
        guardianConsentedAt: null,
        guardianDeclinedAt: '2026-05-04T17:30:00.000Z',
        guardianDeclineReason: 'Prefiero que espere a los 18.',
      }),
    ]);
    await openVolunteer();
    const status = screen.getByRole('region', { name: 'Estado' });
    expect(
      within(status).getByText(
        /^Rechazada por la persona tutora el 4 may 2026.*\. Motivo: «Prefiero que espere a los 18\.»$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar enlace al tutor' })).not.toBeInTheDocument();
  });

  it('offers no tutor link for an adult', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, volunteerRoute({ guardianConsent: 'not-needed' })]);
    await openVolunteer();
    expect(screen.queryByRole('button', { name: 'Reenviar enlace al tutor' })).not.toBeInTheDocument();
    expect(screen.queryByText('Autorización del tutor pendiente')).not.toBeInTheDocument();
  });
});

describe('VolunteerDetailPage, two-step verification', () => {
  const mfaRoute = (enabled: boolean): MockRoute => ({
    method: 'GET',
    path: 'users/12/mfa',
    body: { '@id': '/api/users/12/mfa', '@type': 'TwoStepVerification', enabled, required: false },
  });

  it('lets an administrator reset it, after a confirmation that says what follows', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      volunteerRoute(),
      mfaRoute(true),
      { method: 'DELETE', path: 'users/12/mfa', status: 204 },
    ]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();

    const card = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    expect(await within(card).findByText('Activada')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Restablecer' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Restablecer la verificación en dos pasos de Lucía Núñez Peña?',
    });
    expect(dialog).toHaveTextContent('se cerrarán todas sus sesiones abiertas');
    expect(dialog).toHaveTextContent('entrará solo con su contraseña');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));

    expect(
      await screen.findByText('Verificación en dos pasos restablecida: se han cerrado sus sesiones'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Desactivada')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Restablecer' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      'users/12/mfa',
    ]);
  });

  it('changes nothing when the administrator cancels', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([...GEOGRAPHY, volunteerRoute(), mfaRoute(true)]);
    const user = userEvent.setup({ delay: null });
    await openVolunteer();

    const card = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    await user.click(await within(card).findByRole('button', { name: 'Restablecer' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Activada')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows it off, with nothing to reset', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([...GEOGRAPHY, volunteerRoute(), mfaRoute(false)]);
    await openVolunteer();
    const card = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    expect(await within(card).findByText('Desactivada')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Restablecer' })).not.toBeInTheDocument();
  });

  it.each([
    ['an employee', ['employee'] as const],
    ['a coordinator', ['employee', 'coordinator'] as const],
  ])('is neither shown to %s nor asked for', async (_who, roles) => {
    signInAs(...roles);
    const calls = mockApi([...GEOGRAPHY, volunteerRoute(), mfaRoute(true)]);
    await openVolunteer();
    await waitFor(() => expect(control(/^Nombre/)).toHaveValue('Lucía'));
    expect(screen.queryByRole('region', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === 'users/12/mfa')).toBe(false);
  });
});
