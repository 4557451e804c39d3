import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import type { Dashboard } from '../../api/get-dashboard';

// A canvas does not draw in jsdom: the chart is replaced by what it was given, and its table is the real one.
jest.mock('react-chartjs-2', () => ({
  Bar: (props: { data: { labels: string[] } }) => (
    <div data-testid="bar-chart">{props.data.labels.join('|')}</div>
  ),
}));

const figures = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  '@id': '/api/dashboard?from=2031-03-01&to=2031-03-31',
  '@type': 'Dashboard',
  from: '2031-03-01',
  to: '2031-03-31',
  upcomingTo: '2031-03-15',
  volunteersByStatus: [
    { status: 'pending', count: 4 },
    { status: 'validated', count: 31 },
    { status: 'inactive', count: 2 },
  ],
  sessionsNeedingPeople: [
    {
      '@id': '/api/interventions/12',
      '@type': 'Intervention',
      id: 12,
      name: 'Turno de mañana',
      date: '2031-03-04',
      scheduleStart: '10:00',
      scheduleEnd: '13:00',
      activity: { '@id': '/api/activities/3', '@type': 'Activity', id: 3, name: 'Reparto de alimentos' },
      missingVolunteers: 2,
      missingEmployees: 1,
    },
  ],
  minorsAwaitingConsent: 3,
  attendedMinutes: 150,
  attendedSessions: 2,
  participationByDay: [
    { date: '2031-03-03', count: 5 },
    { date: '2031-03-05', count: 2 },
    { date: '2031-03-20', count: 4 },
  ],
  activitiesByType: [
    { type: 'health', count: 1 },
    { type: 'social', count: 3 },
  ],
  ...overrides,
});

describe('DashboardPage (/intranet)', () => {
  it('shows a coordinator what needs attention and the period’s figures, each with its link', async () => {
    signInAs('employee', 'coordinator');
    const calls = mockApi([{ method: 'GET', path: 'dashboard', body: figures() }]);
    renderIntranet('/intranet');
    expect(await screen.findByRole('heading', { name: 'Inicio', level: 1 })).toBeInTheDocument();

    const volunteers = await screen.findByRole('region', { name: 'Personas voluntarias' });
    const links = within(volunteers).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Pendientes de validar',
      'Validadas',
      'Inactivas',
    ]);
    expect(links[0]).toHaveAttribute('href', '/intranet/volunteer?mine=no&status=pending');
    expect(within(volunteers).getByText('4')).toBeInTheDocument();

    const sessions = screen.getByRole('region', { name: 'Sesiones que necesitan personas' });
    expect(
      within(sessions).getByRole('link', { name: 'Reparto de alimentos · Turno de mañana' }),
    ).toHaveAttribute('href', '/intranet/intervention/12');
    expect(
      within(sessions).getByText('Faltan 2 personas voluntarias · Falta 1 persona empleada'),
    ).toBeInTheDocument();

    const minors = screen.getByRole('region', { name: 'Menores esperando el consentimiento' });
    expect(within(minors).getByText('3')).toBeInTheDocument();
    expect(within(minors).getByRole('link', { name: 'Ver quiénes son' })).toHaveAttribute(
      'href',
      '/intranet/beneficiary?mine=no&awaitingConsent=true',
    );
    const hours = screen.getByRole('region', { name: 'Horas de voluntariado' });
    expect(within(hours).getByText('2 h 30 min')).toBeInTheDocument();
    expect(
      within(hours).getByText('Dadas en 2 sesiones del periodo, según la asistencia marcada.'),
    ).toBeInTheDocument();

    // The last 30 days unless another period is chosen.
    const call = calls.find((made) => made.path === 'dashboard')!;
    expect(call.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call.query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives each chart a table with its numbers: participations by week, activities by type', async () => {
    signInAs('employee', 'coordinator');
    mockApi([{ method: 'GET', path: 'dashboard', body: figures() }]);
    renderIntranet('/intranet');
    const participation = await screen.findByRole('region', { name: 'Participación' });
    const table = within(participation).getByRole('table', {
      name: 'Gráfico de barras: participaciones confirmadas por semana. La tabla siguiente tiene las cifras.',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // Weeks from the Monday of 1 March 2031 (24 February) to the one of the 31st, empty ones with 0.
    expect(rows).toEqual([
      'SemanaParticipaciones',
      'Semana del 24 feb0',
      'Semana del 3 mar7',
      'Semana del 10 mar0',
      'Semana del 17 mar4',
      'Semana del 24 mar0',
      'Semana del 31 mar0',
    ]);
    const types = screen.getByRole('region', { name: 'Actividades por tipo' });
    expect(
      within(types)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TipoActividades', 'Salud1', 'Social3']);
  });

  it('asks for the figures of another period when one is chosen', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'dashboard', body: figures({ sessionsNeedingPeople: [] }) },
    ]);
    renderIntranet('/intranet');
    expect(
      await screen.findByText(
        'Todas las sesiones de los próximos 14 días tienen las personas que necesitan.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Periodo'), { target: { value: 'year' } });
    const year = new Date().getFullYear();
    await screen.findByText(/Del 1 ene \d{4} al 31 dic \d{4}/);
    const last = calls.filter((made) => made.path === 'dashboard').at(-1)!;
    expect(last.query.get('from')).toBe(`${year}-01-01`);
    expect(last.query.get('to')).toBe(`${year}-12-31`);
  });
});
