import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type RecordedCall } from '@enlace/shared/testing';
import { choose, control, fill } from '../../../../testing/form-controls';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { securityEvent, securityEventCollection } from './security-event-fixtures';

const lastQuery = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === 'security_events').pop()?.query;

const EVENTS = [
  securityEvent(),
  securityEvent({
    '@id': '/api/security_events/30',
    id: 30,
    occurredAt: '2026-03-09T17:30:00.000Z',
    type: 'sign-in-failed',
    actor: null,
    subject: { '@id': null, person: null, email: 'intrusa@example.org' },
    ipAddress: '198.51.100.4',
    details: {},
  }),
  securityEvent({
    '@id': '/api/security_events/29',
    id: 29,
    occurredAt: '2026-03-09T08:00:00.000Z',
    type: 'person-deleted',
    subject: {
      '@id': '/api/volunteers/12',
      person: {
        '@id': '/api/users/12',
        '@type': 'User',
        name: 'Persona eliminada',
        surname: '',
        email: 'deleted-12@anonymised.invalid',
      },
      email: null,
    },
    details: { reason: 'user_request' },
  }),
  securityEvent({
    '@id': '/api/security_events/28',
    id: 28,
    type: 'role-changed',
    subject: {
      '@id': '/api/employees/5',
      person: {
        '@id': '/api/users/5',
        '@type': 'User',
        name: 'Luis',
        surname: 'Gómez',
        email: 'luis@demo.example.org',
      },
      email: null,
    },
    details: { role: 'employee-admin', change: 'granted' },
  }),
  securityEvent({
    '@id': '/api/security_events/27',
    id: 27,
    type: 'place-deleted',
    subject: { '@id': '/api/places/4', person: null, email: null },
    details: { name: 'Aula 3' },
  }),
];

describe('SecurityLogPage', () => {
  it("shows the administrator the organisation's log in words, in Spain's time, from the menu", async () => {
    signInAs('employee', 'employee-admin');
    mockApi([{ method: 'GET', path: 'security_events', body: securityEventCollection(EVENTS) }]);
    renderIntranet('/intranet/security-log');

    const table = await screen.findByRole('table', { name: 'Registro de seguridad de la organización' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual([
      '10 mar 2026, 10:05',
      'Exportación',
      'Ana Pérez Giladmin@demo.example.org',
      '',
      '203.0.113.7',
      'Voluntariado: 12 filas',
    ]);
    expect(cells(rows[1])).toEqual([
      '9 mar 2026, 18:30',
      'Inicio de sesión fallido',
      'Sin sesión iniciada',
      'intrusa@example.org (correo escrito al intentar entrar)',
      '198.51.100.4',
      '',
    ]);
    expect(cells(rows[2]).slice(3)).toEqual([
      'Persona eliminada (deleted-12@anonymised.invalid)',
      '203.0.113.7',
      'Motivo: Petición de la persona interesada',
    ]);
    expect(cells(rows[3])[5]).toBe('Rol de administración concedido');
    expect(cells(rows[4]).slice(3)).toEqual(['Lugar n.º 4', '203.0.113.7', '«Aula 3»']);
    expect(screen.getByText('5 entradas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registro de seguridad', level: 1 })).toBeInTheDocument();
    expect(
      screen
        .getByRole('navigation', { name: 'Secciones de la intranet' })
        .querySelector('a[href="/intranet/security-log"]'),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('filters by event type, email and days through the API, and keeps the filters in the address', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'security_events', body: securityEventCollection(EVENTS) },
    ]);
    renderIntranet('/intranet/security-log');
    await screen.findByRole('table', { name: 'Registro de seguridad de la organización' });

    await choose(/^Tipo de evento/, 'export');
    await waitFor(() => expect(lastQuery(calls)?.get('type')).toBe('export'));
    await fill(/^Desde/, '2026-03-01');
    await fill(/^Hasta/, '2026-03-31');
    await waitFor(() => expect(lastQuery(calls)?.get('to')).toBe('2026-03-31'));
    expect(lastQuery(calls)?.get('from')).toBe('2026-03-01');
    fireEvent.change(screen.getByRole('searchbox', { name: /^Persona/ }), {
      target: { value: 'admin@demo' },
    });
    await waitFor(() => expect(lastQuery(calls)?.get('q')).toBe('admin@demo'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/intranet/security-log?q=admin%40demo&type=export&from=2026-03-01&to=2026-03-31',
    );
  });

  it('explains a range that ends before it starts, at the field, and does not search for it', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'security_events', body: securityEventCollection(EVENTS) },
    ]);
    renderIntranet('/intranet/security-log?from=2026-03-10');
    await screen.findByRole('table', { name: 'Registro de seguridad de la organización' });
    const requests = calls.length;

    await fill(/^Hasta/, '2026-03-01');
    expect(
      await screen.findByText('La fecha de fin no puede ser anterior a la de inicio'),
    ).toBeInTheDocument();
    expect(control(/^Hasta/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(requests);
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/security-log?from=2026-03-10');
  });

  it('shows only what one person did once chosen in the table, until cleared', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'security_events', body: securityEventCollection(EVENTS) },
    ]);
    renderIntranet('/intranet/security-log');
    await screen.findByRole('table', { name: 'Registro de seguridad de la organización' });

    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Ver solo lo que hizo Ana Pérez Gil' })[0]);
    });
    await waitFor(() => expect(lastQuery(calls)?.get('actor')).toBe('/api/users/2'));
    expect(await screen.findByText('Solo lo que hizo Ana Pérez Gil')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ver a todas las personas' }));
    });
    await waitFor(() => expect(lastQuery(calls)?.has('actor')).toBe(false));
  });

  it('pages through the log', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'security_events', body: securityEventCollection(EVENTS, 60) },
    ]);
    renderIntranet('/intranet/security-log');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    });
    await waitFor(() => expect(lastQuery(calls)?.get('page')).toBe('2'));
    expect(lastQuery(calls)?.get('itemsPerPage')).toBe('25');
  });

  it('says so when there is nothing yet, and when nothing matches', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([{ method: 'GET', path: 'security_events', body: securityEventCollection([]) }]);
    const { unmount } = renderIntranet('/intranet/security-log');
    expect(await screen.findByText('Todavía no hay entradas')).toBeInTheDocument();
    unmount();
    renderIntranet('/intranet/security-log?type=import');
    expect(await screen.findByText('Ninguna entrada coincide con los filtros')).toBeInTheDocument();
  });

  it.each([['employee'], ['coordinator']] as const)(
    "shows a staff member without administration (%s) the area's not-found page, and never asks the API",
    async (role) => {
      signInAs(role);
      const calls = mockApi([]);
      renderIntranet('/intranet/security-log');
      expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.path === 'security_events')).toEqual([]);
    },
  );
});
