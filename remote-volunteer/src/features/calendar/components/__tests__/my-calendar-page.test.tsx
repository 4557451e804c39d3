import { screen, within } from '@testing-library/react';
import { mockApi } from '@enlace/shared/testing';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';
import type { MyCalendarSession } from '../../api/get-my-calendar';

const session = (overrides: Partial<MyCalendarSession>): MyCalendarSession => ({
  '@id': '/api/interventions/21',
  '@type': 'Intervention',
  id: 21,
  name: null,
  date: '2031-03-12',
  scheduleStart: '17:00',
  scheduleEnd: '19:00',
  activity: { '@id': '/api/available_activities/5', id: 5, name: 'Taller de móvil', status: 'active' },
  place: { '@id': '/api/places/2', id: 2, name: 'Centro cívico' },
  volunteers: 2,
  minVolunteers: 1,
  maxVolunteers: 5,
  missingVolunteers: 0,
  freePlaces: 3,
  participation: null,
  open: true,
  ...overrides,
});

const sessions = [
  session({ participation: 'confirmed' }),
  session({ id: 22, date: '2031-03-14', scheduleStart: '10:00', scheduleEnd: '12:00' }),
  session({ id: 23, date: '2031-03-14', scheduleStart: '16:00', scheduleEnd: '17:00', freePlaces: 0 }),
];

/** Where a session's box starts in its day column, in percent of the hours shown. */
const topOf = (element: HTMLElement) => parseFloat(getComputedStyle(element).top);

/** A viewport below 48em, as a phone's, or a wider one. */
const viewport = (narrow: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('MyCalendarPage (/volunteer/calendar)', () => {
  it('shows their own sessions and the open ones in the week, each leading to its activity', async () => {
    viewport(false);
    signInVolunteer();
    const calls = mockApi([{ method: 'GET', path: 'me/calendar', body: { member: sessions } }]);
    renderVolunteer('/volunteer/calendar?view=week&day=2031-03-12');
    const table = await screen.findByRole('table', { name: /Semana del 10 de marzo de 2031 al 16 de marzo/ });
    const wednesday = within(table).getByRole('columnheader', { name: 'miércoles, 12 de marzo de 2031' });
    expect(wednesday).toBeInTheDocument();
    const mine = within(table).getByRole('link', { name: /17:00–19:00 · Taller de móvil/ });
    expect(mine).toHaveAttribute('href', '/volunteer/activity/5');
    expect(within(table).getByText('Tienes plaza')).toBeInTheDocument();
    expect(within(table).getByText('3 plazas libres')).toBeInTheDocument();
    expect(within(table).getByText('Sin plazas libres')).toBeInTheDocument();
    // Friday's two sessions, in the order of their start and placed by it: the morning one above.
    const friday = table.querySelector('td[data-date="2031-03-14"]') as HTMLElement;
    const [morning, afternoon] = within(friday).getAllByTestId('calendar-session');
    expect(within(morning).getByRole('link')).toHaveTextContent('10:00–12:00 · Taller de móvil');
    expect(within(afternoon).getByRole('link')).toHaveTextContent('16:00–17:00 · Taller de móvil');
    expect(topOf(morning)).toBeLessThan(topOf(afternoon));
    expect(calls[0].query.get('from')).toBe('2031-03-10');
    expect(calls[0].query.get('to')).toBe('2031-03-16');
  });

  it('on a phone, lists the sessions by day in an agenda instead of the grid', async () => {
    viewport(true);
    signInVolunteer();
    mockApi([{ method: 'GET', path: 'me/calendar', body: { member: sessions } }]);
    renderVolunteer('/volunteer/calendar?view=month&day=2031-03-12');
    const agenda = await screen.findByTestId('calendar-agenda');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(agenda)
        .getAllByRole('heading', { level: 3 })
        .map((day) => day.textContent),
    ).toEqual(['miércoles, 12 de marzo de 2031', 'viernes, 14 de marzo de 2031']);
    expect(
      within(agenda)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '17:00–19:00 · Taller de móvil',
      '10:00–12:00 · Taller de móvil',
      '16:00–17:00 · Taller de móvil',
    ]);
  });
});
