import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import type { Participant } from '../../participant-types';
import {
  declinedMinor,
  participantCollection,
  pendingMinor,
  refusal,
  storedIntervention,
  volunteerParticipant,
} from './participant-fixtures';

const interventionRoute = (overrides = {}): MockRoute => ({
  method: 'GET',
  path: 'interventions/12',
  body: storedIntervention(overrides),
});

/** The participants list, answered from `members` as it is at each call (so reloads show the changes). */
const participantsRoute = (members: Participant[]): MockRoute => ({
  method: 'GET',
  path: 'interventions/12/participants',
  answer: () => ({ body: participantCollection([...members]) }),
});

const section = (name: RegExp) => screen.getByRole('region', { name });

async function openIntervention() {
  renderIntranet('/intranet/intervention/12');
  await screen.findByRole('heading', { name: /Taller de lectura fácil · /, level: 1 });
  return userEvent.setup({ delay: null });
}

describe('InterventionParticipantsPage', () => {
  it('shows the intervention, each role against its maximum and every participant with their status', async () => {
    signInAs('employee');
    mockApi([interventionRoute(), participantsRoute([volunteerParticipant, pendingMinor])]);
    await openIntervention();

    const summary = screen.getByTestId('intervention-summary');
    expect(within(summary).getByText('Taller de lectura fácil')).toBeInTheDocument();
    expect(within(summary).getByText('De 10:00 a 12:00')).toBeInTheDocument();
    expect(within(summary).getByText('Biblioteca del barrio, Calle Larios 5')).toBeInTheDocument();

    const volunteers = section(/^Voluntariado/);
    expect(within(volunteers).getByText('1 de 2')).toBeInTheDocument();
    expect(within(volunteers).getByText('Valeria Sánchez Moreno')).toBeInTheDocument();
    expect(within(volunteers).getByText('Confirmada')).toBeInTheDocument();
    expect(within(volunteers).getByText('Inscripción propia')).toBeInTheDocument();

    expect(
      within(section(/^Personal técnico/)).getByText('Todavía no hay personal técnico asignado.'),
    ).toBeInTheDocument();

    const beneficiaries = section(/^Personas beneficiarias/);
    expect(within(beneficiaries).getByText(/1 de 5 · 1 pendiente de consentimiento/)).toBeInTheDocument();
    expect(within(beneficiaries).getByText('Pendiente de consentimiento')).toBeInTheDocument();
    expect(
      within(beneficiaries).getByText(/Correo enviado a antonio\.ruiz@example\.org/),
    ).toBeInTheDocument();
    expect(
      within(beneficiaries).getByRole('button', {
        name: 'Reenviar correo de consentimiento de Hugo Ruiz Jiménez',
      }),
    ).toBeInTheDocument();
    // A confirmed participant has nothing to resend.
    expect(within(volunteers).queryByRole('button', { name: /Reenviar/ })).toBeNull();
  });

  it("shows a tutor's refusal with its date and reason, frees the place and offers no resend nor removal", async () => {
    signInAs('employee');
    mockApi([
      interventionRoute({ maxBeneficiaries: 2 }),
      participantsRoute([volunteerParticipant, pendingMinor, declinedMinor]),
    ]);
    await openIntervention();

    const beneficiaries = section(/^Personas beneficiarias/);
    expect(
      within(beneficiaries).getByText('1 de 2 · 1 pendiente de consentimiento · 1 rechazada'),
    ).toBeInTheDocument();
    const row = within(beneficiaries).getByRole('row', { name: /Lucía Gil Pardo/ });
    expect(within(row).getByText('Rechazada por la persona tutora')).toBeInTheDocument();
    expect(row).toHaveTextContent(
      'La persona tutora no lo autorizó el 4 may 2099. Motivo: «Ese día tiene médico.»',
    );
    expect(within(row).queryByRole('button', { name: /Reenviar/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Quitar/ })).toBeNull();
    // The declined minor takes no place: one more can still be added.
    expect(within(beneficiaries).getByRole('button', { name: 'Añadir beneficiario' })).toBeEnabled();
  });

  it('warns when the room holds fewer people than the session expects', async () => {
    signInAs('employee');
    mockApi([
      interventionRoute({ capacityWarning: { capacity: 16, expected: 43 } }),
      participantsRoute([volunteerParticipant]),
    ]);
    await openIntervention();
    expect(screen.getByText('Supera el aforo del lugar')).toBeInTheDocument();
    expect(
      screen.getByText('La sala tiene capacidad para 16 personas y esta sesión prevé hasta 43.'),
    ).toBeInTheDocument();
  });

  it('searches beneficiaries and adds a minor, who shows as pending with the consent message', async () => {
    signInAs('coordinator');
    const members: Participant[] = [volunteerParticipant];
    const calls = mockApi([
      interventionRoute(),
      participantsRoute(members),
      {
        method: 'GET',
        path: 'beneficiaries',
        body: {
          '@id': '/api/beneficiaries',
          '@type': 'Collection',
          totalItems: 1,
          member: [
            {
              '@id': '/api/beneficiaries/5',
              id: 5,
              name: 'Hugo',
              surname: 'Ruiz Jiménez',
              email: null,
              isMinor: true,
            },
          ],
        },
      },
      {
        method: 'POST',
        path: 'interventions/12/participants',
        answer: () => {
          members.push(pendingMinor);
          return { status: 201, body: { ...pendingMinor, message: 'child-subscription-pending-consent' } };
        },
      },
    ]);
    const user = await openIntervention();
    await user.click(
      within(section(/^Personas beneficiarias/)).getByRole('button', { name: 'Añadir beneficiario' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Añadir una persona beneficiaria' });
    await user.type(within(dialog).getByLabelText('Buscar'), 'hugo');
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'beneficiaries' && call.query.get('q') === 'hugo')).toBe(
        true,
      ),
    );
    expect(within(dialog).getByText('Menor de edad')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Añadir a Hugo Ruiz Jiménez' }));

    expect(
      await screen.findByText(
        'La inscripción de la persona menor de edad queda pendiente del consentimiento de su tutor o tutora',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ person: '/api/beneficiaries/5' });
    await waitFor(() =>
      expect(
        within(section(/^Personas beneficiarias/)).getByText('Pendiente de consentimiento'),
      ).toBeInTheDocument(),
    );
  });

  it('offers staff from both lists and shows the refusal when the places were taken meanwhile', async () => {
    signInAs('employee');
    const staffList = (kind: string, id: number, name: string) => ({
      method: 'GET' as const,
      path: kind,
      body: {
        '@id': `/api/${kind}`,
        '@type': 'Collection',
        totalItems: 1,
        member: [
          { '@id': `/api/${kind}/${id}`, id, name, surname: 'Gil', email: `${name}@demo.example.org` },
        ],
      },
    });
    const calls = mockApi([
      interventionRoute(),
      participantsRoute([]),
      staffList('employees', 2, 'Teresa'),
      staffList('coordinators', 3, 'Carlos'),
      {
        method: 'POST',
        path: 'interventions/12/participants',
        ...refusal(409, 'field-number-of-employees-reached'),
      },
    ]);
    const user = await openIntervention();
    await user.click(within(section(/^Personal técnico/)).getByRole('button', { name: 'Añadir técnico' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Añadir a Carlos Gil' }));
    expect(await screen.findByText('Se ha alcanzado el número máximo de técnicos')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ person: '/api/coordinators/3' });
    expect(within(dialog).getByRole('button', { name: 'Añadir a Teresa Gil' })).toBeInTheDocument();
  });

  it('removes a participant after a confirmation', async () => {
    signInAs('employee');
    const members: Participant[] = [volunteerParticipant];
    const calls = mockApi([
      interventionRoute(),
      participantsRoute(members),
      {
        method: 'DELETE',
        path: 'interventions/12/participants/31',
        answer: () => {
          members.splice(0, 1);
          return { status: 204 };
        },
      },
    ]);
    const user = await openIntervention();
    await user.click(screen.getByRole('button', { name: 'Quitar a Valeria Sánchez Moreno' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Quitar a Valeria Sánchez Moreno de la intervención?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Persona quitada de la intervención')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByText('Todavía no hay voluntarios inscritos.')).toBeInTheDocument(),
    );
  });

  it('sends the consent email again for a pending minor', async () => {
    signInAs('employee');
    const calls = mockApi([
      interventionRoute(),
      participantsRoute([pendingMinor]),
      {
        method: 'POST',
        path: 'interventions/12/participants/32/consent',
        body: { ...pendingMinor, message: 'guardian-consent-requested' },
      },
    ]);
    const user = await openIntervention();
    await user.click(
      screen.getByRole('button', { name: 'Reenviar correo de consentimiento de Hugo Ruiz Jiménez' }),
    );
    expect(
      await screen.findByText('Se ha enviado al tutor o la tutora el correo para autorizar la participación'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'interventions/12/participants/32/consent')).toHaveLength(1);
  });

  it('tells staff when the tutor’s link has expired', async () => {
    signInAs('employee');
    const expired = {
      ...pendingMinor,
      consent: { ...pendingMinor.consent!, expiresAt: '2020-01-01T00:00:00.000Z' },
    };
    mockApi([interventionRoute(), participantsRoute([expired])]);
    await openIntervention();
    expect(screen.getByText('El enlace ha caducado: reenvía el correo.')).toBeInTheDocument();
  });

  it('shows a full role and offers no add button for it', async () => {
    signInAs('employee');
    mockApi([interventionRoute({ maxVolunteers: 1 }), participantsRoute([volunteerParticipant])]);
    await openIntervention();
    expect(within(section(/^Voluntariado/)).getByRole('button', { name: 'Plazas completas' })).toBeDisabled();
  });

  it('offers no changes once the intervention was held', async () => {
    signInAs('employee');
    mockApi([
      interventionRoute({ completed: true }),
      participantsRoute([volunteerParticipant, pendingMinor]),
    ]);
    await openIntervention();
    expect(screen.getByText('Ya no se pueden añadir ni quitar participantes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Añadir|^Quitar|^Reenviar/ })).toBeNull();
  });

  it("answers the area's 404 for an unknown or another organisation's intervention", async () => {
    signInAs('employee');
    mockApi([{ method: 'GET', path: 'interventions/12', ...refusal(404, 'not-found') }]);
    renderIntranet('/intranet/intervention/12');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
