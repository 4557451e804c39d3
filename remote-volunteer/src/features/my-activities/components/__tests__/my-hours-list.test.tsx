import { screen, waitFor, within } from '@testing-library/react';
import { calendarDay } from '@enlace/shared/domain';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@enlace/shared/testing';
import { page } from '../../../../testing/fixtures';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';
import type { MyHoursSession } from '../../api/get-my-hours';

const IRI = '/api/me/hours';

const session = (id: number, overrides: Partial<MyHoursSession> = {}): MyHoursSession => ({
  '@id': `/api/interventions/${id}`,
  '@type': 'Intervention',
  id,
  name: null,
  date: '2026-10-06',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  minutes: 120,
  activity: {
    '@id': '/api/available_activities/4',
    '@type': 'Activity',
    id: 4,
    name: 'Reparto de alimentos',
  },
  ...overrides,
});

async function openHours() {
  renderVolunteer('/volunteer/my-activities');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: 'Mis horas' }));
  return user;
}

describe('MyHoursList', () => {
  it('shows the total given and each session with its hours, newest first, loading more on demand', async () => {
    signInVolunteer();
    const calls = mockApi([
      { method: 'GET', path: 'me/interventions', body: page('/api/me/interventions', [], 0) },
      {
        method: 'GET',
        path: 'me/hours',
        answer: (call) =>
          call.query.get('page') === '2'
            ? {
                body: {
                  ...page(IRI, [session(7, { date: '2026-09-01', minutes: 45 })], 3),
                  totalMinutes: 285,
                },
              }
            : {
                body: {
                  ...page(
                    IRI,
                    [
                      session(9, { name: 'Sesión de bienvenida', date: '2026-10-20', minutes: 120 }),
                      session(8, { minutes: 120 }),
                    ],
                    3,
                    2,
                  ),
                  totalMinutes: 285,
                },
              },
      },
    ]);
    const user = await openHours();

    expect(await screen.findByTestId('my-hours-total')).toHaveTextContent('4 h 45 min');
    expect(screen.getByText('En 3 sesiones')).toBeInTheDocument();
    const list = screen.getByTestId('my-hours');
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'Reparto de alimentos' })).toHaveAttribute(
      'href',
      '/volunteer/activity/4',
    );
    expect(within(items[0]).getByText('Sesión de bienvenida')).toBeInTheDocument();
    expect(within(items[0]).getByText('martes, 20 de octubre de 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('2 h')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ver más/ }));
    expect(await within(list).findByText('45 min')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'me/hours').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says when no hours have been recorded yet', async () => {
    signInVolunteer();
    mockApi([
      { method: 'GET', path: 'me/interventions', body: page('/api/me/interventions', [], 0) },
      { method: 'GET', path: 'me/hours', body: { ...page(IRI, [], 0), totalMinutes: 0 } },
    ]);
    await openHours();
    expect(await screen.findByText('Aún no tienes horas anotadas')).toBeInTheDocument();
  });

  it('shows the hours of the year chosen, with the total of that year', async () => {
    signInVolunteer();
    const year = Number(calendarDay().slice(0, 4));
    const calls = mockApi([
      { method: 'GET', path: 'me/interventions', body: page('/api/me/interventions', [], 0) },
      {
        method: 'GET',
        path: 'me/hours',
        answer: (call) =>
          call.query.get('from') === `${year - 1}-01-01`
            ? { body: { ...page(IRI, [], 0), totalMinutes: 0 } }
            : call.query.get('from') === `${year}-01-01`
              ? { body: { ...page(IRI, [session(8, { minutes: 90 })], 1), totalMinutes: 90 } }
              : { body: { ...page(IRI, [session(8, { minutes: 90 }), session(7)], 2), totalMinutes: 210 } },
      },
    ]);
    const user = await openHours();
    expect(await screen.findByTestId('my-hours-total')).toHaveTextContent('3 h 30 min');

    const period = screen.getByRole('combobox', { name: 'Periodo' });
    await user.selectOptions(period, 'Este año');
    await waitFor(() => expect(screen.getByTestId('my-hours-total')).toHaveTextContent('1 h 30 min'));
    expect(screen.getByText('En 1 sesión')).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === 'me/hours').at(-1)!;
    expect(asked.query.get('from')).toBe(`${year}-01-01`);
    expect(asked.query.get('to')).toBe(`${year}-12-31`);

    await user.selectOptions(period, 'El año pasado');
    expect(await screen.findByText('No tienes horas anotadas en este periodo.')).toBeInTheDocument();
    expect(screen.queryByTestId('my-hours-total')).not.toBeInTheDocument();
    // The choice stays: another period is one change away.
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('lastYear');
  });
});
