import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import type { WaitingListEntry } from '../../participant-types';
import { participantCollection, storedIntervention, volunteerParticipant } from './participant-fixtures';

const entry = (id: number, position: number, name: string, offerExpiresAt: string | null = null) => ({
  '@id': `/api/interventions/12/waiting-list/${id}`,
  '@type': 'WaitingListEntry',
  id,
  position,
  person: { '@id': `/api/volunteers/${id + 100}`, name, surname: 'Prieto' },
  offerExpiresAt,
  createdAt: '2026-11-20T09:15:00.000Z',
});

const collection = (member: WaitingListEntry[]) => ({
  '@id': '/api/interventions/12/waiting-list',
  '@type': 'Collection',
  totalItems: member.length,
  member,
});

const routes = (line: () => WaitingListEntry[]): MockRoute[] => [
  { method: 'GET', path: 'interventions/12', body: storedIntervention() },
  {
    method: 'GET',
    path: 'interventions/12/participants',
    body: participantCollection([volunteerParticipant]),
  },
  { method: 'GET', path: 'interventions/12/waiting-list', answer: () => ({ body: collection(line()) }) },
];

async function openIntervention() {
  renderIntranet('/intranet/intervention/12');
  await screen.findByRole('heading', { name: /Taller de lectura fácil · /, level: 1 });
  return userEvent.setup({ delay: null });
}

describe('the waiting list on the intervention page', () => {
  it('shows the volunteers waiting in order, with the place offered and until when, read only', async () => {
    signInAs('employee');
    mockApi(routes(() => [entry(1, 1, 'Irene', '2026-11-30T16:30:00.000Z'), entry(2, 2, 'Jorge')]));
    await openIntervention();
    const section = await screen.findByRole('region', { name: /^Lista de espera/ });
    expect(within(section).getByText('2 personas')).toBeInTheDocument();
    const rows = within(within(section).getByTestId('waiting-list')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Irene Prieto.*Plaza ofrecida hasta el 30 nov 2026, 17:30$/),
      expect.stringMatching(/^2Jorge Prieto.*Esperando plaza$/),
    ]);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nobody is waiting', async () => {
    signInAs('employee');
    mockApi(routes(() => []));
    await openIntervention();
    const section = await screen.findByRole('region', { name: /^Lista de espera/ });
    expect(within(section).getByText('Nadie espera plaza en esta intervención.')).toBeInTheDocument();
  });

  it('shows the line moved on after staff remove a volunteer', async () => {
    signInAs('employee', 'employee-admin');
    let line = [entry(1, 1, 'Irene'), entry(2, 2, 'Jorge')];
    const calls = mockApi([
      ...routes(() => line),
      {
        method: 'DELETE',
        path: `interventions/12/participants/${volunteerParticipant.id}`,
        answer: () => {
          line = [entry(2, 1, 'Jorge')];
          return { status: 204 };
        },
      },
    ]);
    const user = await openIntervention();
    await screen.findByRole('region', { name: /^Lista de espera/ });
    await user.click(screen.getByRole('button', { name: /^Quitar/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /^Lista de espera/ })).toHaveTextContent('1 persona'),
    );
    expect(calls.filter((call) => call.path === 'interventions/12/waiting-list').length).toBeGreaterThan(1);
  });
});
