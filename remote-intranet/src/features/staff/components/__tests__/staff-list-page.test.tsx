import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../../../testing/form-controls';
import { mockApi, type RecordedCall } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { staffCollection, storedStaffMember } from './staff-fixtures';

const lastListQuery = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).pop()?.query;

const COORDINATORS = [
  storedStaffMember(
    {
      id: 5,
      name: 'Carlos',
      surname: 'Ortega Prieto',
      email: 'coordinacion@demo.example.org',
      department: null,
      phoneMobile: null,
    },
    'coordinator',
  ),
  storedStaffMember(
    {
      id: 31,
      name: 'Lucía',
      surname: 'Núñez Peña',
      email: 'lucia@example.org',
      isAdmin: true,
      accessStatus: 'no-access',
    },
    'coordinator',
  ),
];

describe('StaffListPage, the coordinator list', () => {
  it('lists the coordinators with their role and access, and reads the list’s state from the URL', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'coordinators', body: staffCollection('coordinators', COORDINATORS, 27) },
    ]);
    renderIntranet('/intranet/coordinator?q=ortega&page=2&sort=createdAt&dir=desc');

    expect(await screen.findByRole('heading', { name: 'Coordinación', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Personas coordinadoras' });
    const carlos = within(table).getByRole('row', { name: /Ortega Prieto, Carlos/ });
    expect(within(carlos).getByRole('link', { name: 'Ortega Prieto, Carlos' })).toHaveAttribute(
      'href',
      '/intranet/coordinator/5',
    );
    expect(within(carlos).getByText('Coordinación')).toBeInTheDocument();
    expect(within(carlos).getByText('Cuenta activada')).toBeInTheDocument();
    const lucia = within(table).getByRole('row', { name: /Núñez Peña, Lucía/ });
    expect(within(lucia).getByText('Administración')).toBeInTheDocument();
    expect(within(lucia).getByText('Invitación pendiente')).toBeInTheDocument();
    expect(screen.getByText('27 personas coordinadoras')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();

    const query = lastListQuery(calls, 'coordinators');
    expect(query?.get('q')).toBe('ortega');
    expect(query?.get('page')).toBe('2');
    expect(query?.get('order[createdAt]')).toBe('desc');
    expect(calls.some((call) => call.path === 'employees')).toBe(false);
    expect(screen.getByRole('link', { name: 'Nueva persona coordinadora' })).toHaveAttribute(
      'href',
      '/intranet/coordinator/create',
    );
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeInTheDocument();
  });

  it('filters administrators in or out through the URL, from the first page', async () => {
    signInAs('employee');
    const calls = mockApi([
      { method: 'GET', path: 'coordinators', body: staffCollection('coordinators', COORDINATORS) },
    ]);
    renderIntranet('/intranet/coordinator?page=3');
    await screen.findByRole('table', { name: 'Personas coordinadoras' });
    // The default order: surname, then name.
    expect(lastListQuery(calls, 'coordinators')?.get('order[surname]')).toBe('asc');
    expect(lastListQuery(calls, 'coordinators')?.get('order[name]')).toBe('asc');

    await choose(/^Administración$/, 'true');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/coordinator\?isAdmin=true$/),
    );
    await waitFor(() => expect(lastListQuery(calls, 'coordinators')?.get('isAdmin')).toBe('true'));
    expect(lastListQuery(calls, 'coordinators')?.get('page')).toBe('1');
  });

  it('shows an employee or a coordinator the list without the create button', async () => {
    signInAs('employee', 'coordinator');
    mockApi([{ method: 'GET', path: 'coordinators', body: staffCollection('coordinators', COORDINATORS) }]);
    renderIntranet('/intranet/coordinator');
    await screen.findByRole('table', { name: 'Personas coordinadoras' });
    expect(screen.queryByRole('link', { name: 'Nueva persona coordinadora' })).not.toBeInTheDocument();
    // Reading the list is everybody's: so is taking it to a spreadsheet.
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeInTheDocument();
  });

  it('sorts by a column header, and the header says the order', async () => {
    signInAs('employee');
    const calls = mockApi([
      { method: 'GET', path: 'coordinators', body: staffCollection('coordinators', COORDINATORS) },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/coordinator');
    const table = await screen.findByRole('table', { name: 'Personas coordinadoras' });
    await user.click(within(table).getByRole('button', { name: /Correo electrónico/ }));
    await waitFor(() => expect(lastListQuery(calls, 'coordinators')?.get('order[email]')).toBe('asc'));
    expect(within(table).getByRole('columnheader', { name: /Correo electrónico/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('says when nobody matches, when there is nobody yet, and offers a retry when the list fails', async () => {
    signInAs('employee', 'employee-admin');
    let answer: 'empty' | 'error' = 'empty';
    mockApi([
      {
        method: 'GET',
        path: 'coordinators',
        answer: () =>
          answer === 'empty'
            ? { body: staffCollection('coordinators', []) }
            : { status: 500, body: { status: 500, error: 'internal', description: 'No' } },
      },
    ]);
    const first = renderIntranet('/intranet/coordinator?q=nadie');
    expect(await screen.findByText('Nadie coincide con la búsqueda')).toBeInTheDocument();
    first.unmount();

    const second = renderIntranet('/intranet/coordinator');
    expect(await screen.findByText('Todavía no hay personas coordinadoras')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar a CSV' })).not.toBeInTheDocument();
    second.unmount();

    answer = 'error';
    renderIntranet('/intranet/coordinator');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('StaffListPage, the employee list', () => {
  it('reads /api/employees and links each person to the employee page', async () => {
    signInAs('employee');
    const calls = mockApi([
      {
        method: 'GET',
        path: 'employees',
        body: staffCollection('employees', [
          storedStaffMember({ id: 3, name: 'Teresa', surname: 'Navarro Gil' }),
        ]),
      },
    ]);
    renderIntranet('/intranet/employee');
    expect(await screen.findByRole('heading', { name: 'Personal técnico', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Personal técnico' });
    expect(within(table).getByRole('link', { name: 'Navarro Gil, Teresa' })).toHaveAttribute(
      'href',
      '/intranet/employee/3',
    );
    expect(within(table).getByText('Programas')).toBeInTheDocument();
    expect(screen.getByText('1 persona del personal técnico')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'coordinators')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Nueva persona técnica' })).not.toBeInTheDocument();
  });
});
