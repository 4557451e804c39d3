import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import type { CalendarSession, StaffCalendar } from '../../api/get-calendar';

const session = (overrides: Partial<CalendarSession>): CalendarSession => ({
  '@id': '/api/interventions/12',
  '@type': 'Intervention',
  id: 12,
  name: null,
  date: '2031-03-10',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  activity: { '@id': '/api/activities/3', id: 3, name: 'Huerto urbano', status: 'active' },
  place: { '@id': '/api/places/7', id: 7, name: 'Aula Norte' },
  volunteers: 1,
  minVolunteers: 3,
  maxVolunteers: 5,
  missingVolunteers: 2,
  freePlaces: 4,
  conflicts: [],
  ...overrides,
});

const calendar = (member: CalendarSession[], placeSchedule: StaffCalendar['placeSchedule'] = null) => ({
  from: '2031-02-24',
  to: '2031-04-06',
  member,
  placeSchedule,
});

const named = (label: string, member: { '@id': string; name: string }[]) => ({
  method: 'GET' as const,
  path: label,
  body: { totalItems: member.length, member },
});

/** A session's or an open range's box in its day column, in percent (top and height of the hours shown). */
const boxOf = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const percent = (value: string) => Number(/(-?[\d.]+)%/.exec(value)?.[1]);
  return {
    top: percent(style.top),
    height: percent(style.height),
    left: percent(style.left),
    width: percent(style.width),
  };
};

const filterLists = [
  named('activities', [{ '@id': '/api/activities/3', name: 'Huerto urbano' }]),
  named('places', [{ '@id': '/api/places/7', name: 'Aula Norte' }]),
  named('coordinators', [{ '@id': '/api/coordinators/4', name: 'Carmen' }]),
];

describe('CalendarPage (/intranet/calendar)', () => {
  it('shows the month as a table with weekday headers and dated days, each session with what it still needs', async () => {
    signInAs('employee');
    const calls = mockApi([
      { method: 'GET', path: 'calendar', body: calendar([session({})]) },
      ...filterLists,
    ]);
    renderIntranet('/intranet/calendar?view=month&day=2031-03-15');
    expect(await screen.findByRole('heading', { name: 'Calendario', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Calendario: marzo de 2031/ });
    // The month's name with a capital, as a title starts, and nothing else capitalised.
    expect(screen.getByRole('heading', { level: 2, name: /de 2031/ })).toHaveTextContent(
      /^Calendario: Marzo de 2031$/,
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('abbr')),
    ).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    const day = within(table).getByRole('cell', { name: /lunes, 10 de marzo de 2031, 1 sesión/ });
    const link = within(day).getByRole('link', { name: '10:00–12:00 · Huerto urbano' });
    expect(link).toHaveAttribute('href', '/intranet/intervention/12');
    expect(day).toHaveTextContent('Faltan 2 personas voluntarias');
    expect(calls.find((call) => call.path === 'calendar')?.query.get('from')).toBe('2031-02-24');
    expect(calls.find((call) => call.path === 'calendar')?.query.get('to')).toBe('2031-04-06');
  });

  it('moves by month and to the week view with buttons and the arrow keys, announcing the period', async () => {
    signInAs('employee');
    const calls = mockApi([{ method: 'GET', path: 'calendar', body: calendar([]) }, ...filterLists]);
    renderIntranet('/intranet/calendar?view=month&day=2031-03-15');
    await screen.findByRole('table', { name: /marzo de 2031/ });
    fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('table', { name: /abril de 2031/ })).toBeInTheDocument();
    expect(screen.getByText('Mostrando: abril de 2031')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('table'), { key: 'ArrowLeft' });
    expect(await screen.findByRole('table', { name: /marzo de 2031/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Semana' }));
    await screen.findByRole('table', { name: /Semana del 24 de febrero de 2031 al 2 de marzo de 2031/ });
    fireEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await screen.findByRole('table', { name: /Semana del 3 de marzo de 2031 al 9 de marzo de 2031/ });
    expect(screen.getByTestId('location')).toHaveTextContent('view=week&day=2031-03-03');
    expect(
      calls
        .filter((call) => call.path === 'calendar')
        .at(-1)
        ?.query.get('to'),
    ).toBe('2031-03-09');
  });

  it('filtered by a place, shows its hours in the week and marks the sessions in conflict', async () => {
    signInAs('employee');
    const calls = mockApi([
      {
        method: 'GET',
        path: 'calendar',
        body: calendar(
          [
            session({ conflicts: ['place-double-booked'] }),
            session({
              id: 13,
              scheduleStart: '11:00',
              scheduleEnd: '13:00',
              conflicts: ['place-double-booked'],
            }),
            session({
              id: 14,
              date: '2031-03-11',
              scheduleStart: '17:00',
              scheduleEnd: '19:00',
              conflicts: ['outside-place-hours'],
            }),
          ],
          [{ weekday: 'monday', start: '09:00', end: '14:00' }],
        ),
      },
      ...filterLists,
    ]);
    renderIntranet('/intranet/calendar?view=week&day=2031-03-10');
    await screen.findByRole('table', { name: /Semana del 10 de marzo de 2031/ });
    fireEvent.change(await screen.findByLabelText('Lugar'), { target: { value: '/api/places/7' } });
    await screen.findAllByText('Horario del lugar');
    const table = screen.getByRole('table', { name: /Semana del 10 de marzo de 2031/ });
    expect(
      calls
        .filter((call) => call.path === 'calendar')
        .at(-1)
        ?.query.get('place'),
    ).toBe('/api/places/7');
    expect(within(table).getAllByText('Horario del lugar')).toHaveLength(7);
    expect(within(table).getByText(/^0?9:00–14:00$/)).toBeInTheDocument();
    expect(within(table).getAllByText('Lugar cerrado')).toHaveLength(6);
    expect(within(table).getAllByText(/Conflicto: lugar ocupado por otra sesión a la vez/)).toHaveLength(2);
    expect(within(table).getByText(/Conflicto: fuera del horario del lugar/)).toBeInTheDocument();
    // The open hours shaded in Monday's column only, from 09:00 (one hour into 08:00–20:00) to 14:00.
    const monday = table.querySelector('td[data-date="2031-03-10"]') as HTMLElement;
    const shaded = within(table).getAllByTestId('calendar-open-hours');
    expect(shaded).toHaveLength(1);
    expect(monday).toContainElement(shaded[0]);
    expect(boxOf(shaded[0]).top).toBeCloseTo(100 / 12);
    expect(boxOf(shaded[0]).height).toBeCloseTo((5 * 100) / 12);
  });

  it('draws the week as an hour grid: sessions by their time, overlapping ones side by side, read in time order', async () => {
    signInAs('employee');
    mockApi([
      {
        method: 'GET',
        path: 'calendar',
        body: calendar([
          session({ id: 13, scheduleStart: '11:00', scheduleEnd: '13:00', name: 'Riego' }),
          session({ id: 12, scheduleStart: '10:00', scheduleEnd: '12:00', name: 'Siembra' }),
          session({ id: 14, scheduleStart: '13:00', scheduleEnd: '13:10', name: 'Foto de grupo' }),
          session({ id: 15, date: '2031-03-12', scheduleStart: '07:00', scheduleEnd: '09:00' }),
        ]),
      },
      ...filterLists,
    ]);
    renderIntranet('/intranet/calendar?view=week&day=2031-03-10');
    const table = await screen.findByRole('table', { name: /Semana del 10 de marzo de 2031/ });
    // A time ruler before the seven days, from 07:00 (the earliest session) to 20:00.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(table).getByRole('columnheader', { name: 'Hora' })).toBeInTheDocument();
    const ruler = within(table).getByTestId('calendar-hours');
    expect(ruler.textContent).toMatch(/^0?7:00.*19:00$/);
    expect(ruler).toHaveAttribute('aria-hidden', 'true');

    const monday = table.querySelector('td[data-date="2031-03-10"]') as HTMLElement;
    const list = within(monday).getByRole('list');
    // In the order of their start, whatever their lane.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '10:00–12:00 · Huerto urbano · Siembra',
      '11:00–13:00 · Huerto urbano · Riego',
      '13:00–13:10 · Huerto urbano · Foto de grupo',
    ]);
    const [sowing, watering, photo] = within(list)
      .getAllByTestId('calendar-session')
      .map((item) => boxOf(item));
    // Thirteen hours from 07:00: 10:00 is three down, 11:00 four.
    expect(sowing.top).toBeCloseTo((3 * 100) / 13);
    expect(sowing.height).toBeCloseTo((2 * 100) / 13);
    expect(watering.top).toBeCloseTo((4 * 100) / 13);
    // 10:00–12:00 and 11:00–13:00 overlap: half the column each, side by side.
    expect([sowing.left, sowing.width, watering.left, watering.width]).toEqual([0, 50, 50, 50]);
    // The ten-minute session right after is drawn half an hour tall, full width, below them.
    expect([photo.left, photo.width]).toEqual([0, 100]);
    expect(photo.top).toBeCloseTo((6 * 100) / 13);
    expect(photo.height).toBeCloseTo(50 / 13);
    // Each keeps its place and what it still needs (shown whole on hover or focus when its box is short).
    expect(within(list).getAllByText('Aula Norte')).toHaveLength(3);
    expect(within(list).getAllByText('Faltan 2 personas voluntarias')).toHaveLength(3);

    const tuesday = table.querySelector('td[data-date="2031-03-11"]') as HTMLElement;
    expect(within(tuesday).queryByRole('list')).not.toBeInTheDocument();
    expect(tuesday).toHaveTextContent('Sin sesiones');
  });
});
