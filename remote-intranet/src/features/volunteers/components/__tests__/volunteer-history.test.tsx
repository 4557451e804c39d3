import { screen, within } from '@testing-library/react';
import { GEOGRAPHY, mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedVolunteer } from './volunteer-fixtures';

const collection = (id: string, member: object[]) => ({
  '@id': id,
  '@type': 'Collection',
  totalItems: member.length,
  member,
});

const session = (overrides: object) => ({
  '@id': '/api/interventions/40',
  '@type': 'Intervention',
  id: 40,
  name: 'Cosecha',
  date: '2027-03-01',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  place: { name: 'Aula de informática', address: 'Calle Carretería 10, 29008 Málaga' },
  activity: { '@id': '/api/activities/5', id: 5, name: 'Huerto urbano' },
  participationStatus: 'confirmed',
  ...overrides,
});

describe("the history on a volunteer's record", () => {
  it('shows upcoming and past sessions and who validated the volunteer, and when', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'GET', path: 'volunteers/12', body: storedVolunteer({ status: 'validated' }) },
      {
        method: 'GET',
        path: 'volunteers/12/interventions',
        answer: (call) => ({
          body:
            call.query.get('when') === 'past'
              ? collection('/api/volunteers/12/interventions', [
                  session({ id: 41, name: 'Siembra', date: '2026-01-10', place: null }),
                ])
              : collection('/api/volunteers/12/interventions', [session({ participationStatus: 'pending' })]),
        }),
      },
      {
        method: 'GET',
        path: 'volunteers/12/history',
        body: collection('/api/volunteers/12/history', [
          {
            '@id': '/api/volunteers/12/history/3',
            id: 3,
            change: 'validated',
            from: 'pending',
            to: 'validated',
            changedAt: '2026-03-12T09:15:00.000Z',
            changedBy: { '@id': '/api/users/3', '@type': 'User', name: 'Ana López' },
          },
        ]),
      },
    ]);
    renderIntranet('/intranet/volunteer/12');
    const history = await screen.findByRole('region', { name: 'Historial' });
    const upcoming = within(history).getByRole('region', { name: 'Próximas sesiones' });
    expect(await within(upcoming).findByRole('link', { name: 'Huerto urbano · Cosecha' })).toHaveAttribute(
      'href',
      '/intranet/intervention/40',
    );
    expect(within(upcoming).getByText('1 de marzo de 2027, de 10:00 a 12:00')).toBeInTheDocument();
    expect(
      within(upcoming).getByText('Aula de informática, Calle Carretería 10, 29008 Málaga'),
    ).toBeInTheDocument();
    expect(within(upcoming).getByText('Pendiente de consentimiento')).toBeInTheDocument();
    const past = within(history).getByRole('region', { name: 'Sesiones pasadas' });
    expect(await within(past).findByRole('link', { name: 'Huerto urbano · Siembra' })).toBeInTheDocument();
    expect(within(past).getByText('Confirmada')).toBeInTheDocument();
    const changes = within(history).getByRole('region', { name: 'Cambios' });
    expect(
      await within(changes).findByText('Validada por Ana López · 12 mar 2026, 10:15'),
    ).toBeInTheDocument();
    expect(within(changes).getByText('Pendiente de validar → Validado')).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.path === 'volunteers/12/interventions' && call.query.get('when') === 'upcoming',
      ),
    ).toBe(true);
  });
});
