import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownIntervention, page } from '../../../../testing/fixtures';
import { mockApi } from '@enlace/shared/testing';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';

const IRI = '/api/me/interventions';

describe('MyActivitiesPage', () => {
  it('lists the upcoming interventions first, and the past ones in their tab, each opening its activity', async () => {
    signInVolunteer();
    const calls = mockApi([
      {
        method: 'GET',
        path: 'me/interventions',
        answer: (call) =>
          call.query.get('when') === 'past'
            ? {
                body: page(
                  IRI,
                  [
                    ownIntervention(20, {
                      date: '2026-10-06',
                      place: null,
                      activity: { '@id': '/api/available_activities/4', id: 4, name: 'Reparto de alimentos' },
                    }),
                  ],
                  1,
                ),
              }
            : { body: page(IRI, [ownIntervention(31)], 1) },
      },
    ]);
    renderVolunteer('/volunteer/my-activities');
    expect(await screen.findByRole('heading', { name: 'Mis actividades', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Próximas' })).toHaveAttribute('aria-selected', 'true');
    const upcoming = await screen.findByTestId('my-interventions-upcoming');
    expect(within(upcoming).getByRole('link', { name: 'Taller de móviles' })).toHaveAttribute(
      'href',
      '/volunteer/activity/9',
    );
    expect(within(upcoming).getByText('martes, 1 de diciembre de 2026')).toBeInTheDocument();
    expect(within(upcoming).getByText('De 10:00 a 12:00')).toBeInTheDocument();
    expect(
      within(upcoming).getByText('Aula de informática Carretería · Calle Carretería 12, 29008 Málaga'),
    ).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Pasadas' }));
    const past = await screen.findByTestId('my-interventions-past');
    expect(within(past).getByRole('link', { name: 'Reparto de alimentos' })).toHaveAttribute(
      'href',
      '/volunteer/activity/4',
    );
    expect(within(past).getByText('martes, 6 de octubre de 2026')).toBeInTheDocument();
    expect(within(past).getByText('En línea')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === 'me/interventions').map((call) => call.query.get('when')),
    ).toEqual(['upcoming', 'past']);
  });

  it('says when there is nothing upcoming, and nothing past', async () => {
    signInVolunteer();
    mockApi([{ method: 'GET', path: 'me/interventions', body: page(IRI, [], 0) }]);
    renderVolunteer('/volunteer/my-activities');
    expect(await screen.findByText('No tienes sesiones próximas')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Pasadas' }));
    expect(await screen.findByText('Aún no tienes sesiones pasadas')).toBeInTheDocument();
  });

  it('appends the next page of a tab with "Ver más"', async () => {
    signInVolunteer();
    const first = Array.from({ length: 20 }, (_, index) => ownIntervention(index + 1));
    mockApi([
      {
        method: 'GET',
        path: 'me/interventions',
        answer: (call) =>
          call.query.get('page') === '2'
            ? { body: page(IRI, [ownIntervention(21)], 21) }
            : { body: page(IRI, first, 21, 2) },
      },
    ]);
    renderVolunteer('/volunteer/my-activities');
    const list = await screen.findByTestId('my-interventions-upcoming');
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('Mostrando 21 de 21')).toBeInTheDocument();
    expect(within(screen.getByTestId('my-interventions-upcoming')).getAllByRole('article')).toHaveLength(21);
  });
});

describe('MyActivitiesPage: waiting lists', () => {
  it('shows the full sessions the volunteer waits for, with their place and a place offered', async () => {
    signInVolunteer();
    const entry = (id: number, position: number, offerExpiresAt: string | null) => ({
      '@id': `/api/interventions/${id}/waiting-list/me`,
      '@type': 'WaitingListPlace',
      position,
      offerExpiresAt,
      createdAt: '2026-11-20T10:00:00.000Z',
      intervention: {
        '@id': `/api/interventions/${id}`,
        id,
        date: '2026-12-01',
        scheduleStart: '10:00',
        scheduleEnd: '12:00',
        place: null,
        activity: { '@id': '/api/available_activities/4', id: 4, name: 'Reparto de alimentos' },
      },
    });
    mockApi([
      { method: 'GET', path: 'me/interventions', body: page(IRI, [ownIntervention(31)], 1) },
      {
        method: 'GET',
        path: 'me/waiting-lists',
        body: page(
          '/api/me/waiting-lists',
          [entry(40, 2, null), entry(41, 1, '2026-11-30T16:30:00.000Z')],
          2,
        ),
      },
    ]);
    renderVolunteer('/volunteer/my-activities');
    const lines = await screen.findByTestId('my-waiting-lists');
    expect(screen.getByRole('heading', { name: 'Mis listas de espera' })).toBeInTheDocument();
    const [second, offered] = within(lines).getAllByRole('article');
    expect(within(second).getByText('Lista de espera: puesto 2')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Reparto de alimentos' })).toHaveAttribute(
      'href',
      '/volunteer/activity/4',
    );
    expect(within(offered).getByText(/Hay una plaza para ti: acéptala antes del/)).toBeInTheDocument();
    expect(await screen.findByTestId('my-interventions-upcoming')).toBeInTheDocument();
  });
});
