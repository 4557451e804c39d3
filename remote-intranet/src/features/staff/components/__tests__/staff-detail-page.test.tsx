import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { employeeRoute, staffCollection, storedStaffMember } from './staff-fixtures';

const LIST = { method: 'GET' as const, path: 'employees', body: staffCollection('employees', []) };

async function openEmployee(id = 20, name = 'Marta Ruiz Gómez') {
  renderIntranet(`/intranet/employee/${id}`);
  return screen.findByRole('heading', { name, level: 1 });
}

describe('StaffDetailPage, read by staff who are not administrators', () => {
  it.each([
    ['an employee', ['employee'] as const],
    ['a coordinator', ['employee', 'coordinator'] as const],
  ])('shows %s the record read-only, with no action that changes it', async (_who, roles) => {
    signInAs(...roles);
    const calls = mockApi([...GEOGRAPHY, employeeRoute({ isAdmin: true })]);
    await openEmployee();

    const status = screen.getByRole('region', { name: 'Estado' });
    expect(await within(status).findByText('Administración')).toBeInTheDocument();
    expect(within(status).getByText('Cuenta activada')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo las personas administradoras pueden modificar o eliminar las fichas del personal.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(control(/^Municipio/)).toHaveValue('/api/locations/29069'));
    expect(control(/^Nombre/)).toHaveValue('Marta');
    expect(control(/^Nombre/)).toBeDisabled();
    expect(control(/^Departamento/)).toHaveValue('Programas');
    expect(control(/^Departamento/)).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Administrador/a' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Administrador/a' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});

describe('StaffDetailPage, for administrators', () => {
  beforeEach(() => signInAs('employee', 'employee-admin'));

  it('makes a colleague an administrator', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      employeeRoute(),
      {
        method: 'PATCH',
        path: 'employees/20',
        body: storedStaffMember({ isAdmin: true, roles: ['user', 'employee', 'employee-admin'] }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openEmployee();
    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByText('Personal técnico')).toBeInTheDocument();

    await waitFor(() => expect(control(/^Municipio/)).toHaveValue('/api/locations/29069'));
    const admin = screen.getByRole('switch', { name: 'Administrador/a' });
    expect(admin).toBeEnabled();
    await user.click(admin);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Persona técnica actualizada')).toBeInTheDocument();
    expect(await within(status).findByText('Administración')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ isAdmin: true, department: 'Programas', email: 'marta@example.org' });
  });

  it('asks for the reason before deleting, sends it, and goes back to the list', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      employeeRoute(),
      LIST,
      { method: 'DELETE', path: 'employees/20', status: 204 },
    ]);
    const user = userEvent.setup({ delay: null });
    await openEmployee();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar a Marta Ruiz Gómez' });

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('Este campo no puede estar vacío')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Motivo/ }), 'user_request');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/employee$/));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ reason: 'user_request' });
    expect(await screen.findByText('Persona técnica eliminada')).toBeInTheDocument();
  });

  it('shows the area’s not-found page for an id of the other list or another tenant (API 404)', async () => {
    mockApi(GEOGRAPHY);
    renderIntranet('/intranet/employee/21');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('StaffDetailPage, an administrator’s own record', () => {
  // signInAs signs in user 1.
  const own = () =>
    employeeRoute({
      id: 1,
      name: 'Ana',
      surname: 'Pérez Gil',
      email: 'ana@demo.example.org',
      isAdmin: true,
      roles: ['user', 'employee', 'employee-admin'],
    });

  beforeEach(() => signInAs('employee', 'employee-admin'));

  it('offers neither deleting the account nor withdrawing the own administrator role, and says why', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      own(),
      {
        method: 'PATCH',
        path: 'employees/1',
        body: storedStaffMember({ id: 1, name: 'Ana', isAdmin: true }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openEmployee(1, 'Ana Pérez Gil');

    expect(screen.getByText('Es tu propia ficha')).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Eliminar' });
    expect(remove).toBeDisabled();
    // The disabled button points to the note that explains it.
    expect(remove).toHaveAccessibleDescription(
      expect.stringContaining(
        'No puedes eliminar tu cuenta ni quitarte el rol de administrador; otra persona administradora puede hacerlo.',
      ),
    );
    const admin = screen.getByRole('switch', { name: 'Administrador/a' });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription(
      'No puedes quitarte a ti mismo el rol de administrador: otra persona administradora puede hacerlo.',
    );
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/intranet/my-profile');

    // The rest of the record stays editable, and saving keeps the role.
    await waitFor(() => expect(control(/^Municipio/)).toHaveValue('/api/locations/29069'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ isAdmin: true });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the API’s refusal to withdraw the own role at the administrator switch', async () => {
    // The screen did not know the record was the signed-in administrator's (another session, say): the API did.
    mockApi([
      ...GEOGRAPHY,
      employeeRoute({ isAdmin: true }),
      {
        method: 'PATCH',
        path: 'employees/20',
        status: 409,
        body: { status: 409, error: 'cannot-revoke-own-admin', description: 'No' },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openEmployee();
    await waitFor(() => expect(control(/^Municipio/)).toHaveValue('/api/locations/29069'));
    await user.click(screen.getByRole('switch', { name: 'Administrador/a' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const admin = screen.getByRole('switch', { name: 'Administrador/a' });
    await waitFor(() =>
      expect(admin).toHaveAccessibleDescription(
        expect.stringContaining('No puedes quitarte a ti mismo el rol de administrador'),
      ),
    );
    expect(admin).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the API’s refusal to delete the own account on the page', async () => {
    mockApi([
      ...GEOGRAPHY,
      employeeRoute(),
      {
        method: 'DELETE',
        path: 'employees/20',
        status: 409,
        body: { status: 409, error: 'cannot-delete-own-account', description: 'No' },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openEmployee();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Motivo/ }), 'admin_action');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const title = await screen.findByText('No se ha eliminado la cuenta');
    // On the page (not only in a toast that goes away), as an alert.
    const alert = title.closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(screen.getByRole('main')).toContainElement(alert as HTMLElement);
    expect(alert).toHaveTextContent(
      'No puedes eliminar tu propia cuenta: pídeselo a otra persona administradora.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/employee\/20$/);
  });
});

describe('StaffDetailPage, two-step verification', () => {
  it('warns that a person who must use it (an administrator) turns it on again at the next sign-in', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([
      ...GEOGRAPHY,
      employeeRoute({ isAdmin: true, roles: ['user', 'employee', 'employee-admin'] }),
      {
        method: 'GET',
        path: 'users/20/mfa',
        body: { '@id': '/api/users/20/mfa', '@type': 'TwoStepVerification', enabled: true, required: true },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openEmployee();

    const card = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    await user.click(await within(card).findByRole('button', { name: 'Restablecer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Como tiene una cuenta de administración, tendrá que activarla de nuevo con una aplicación de autenticación la próxima vez que inicie sesión.',
    );
  });

  it('is not shown on the administrator’s own record (another administrator resets it)', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      employeeRoute({ id: 1, name: 'Ana', surname: 'Pérez Gil', isAdmin: true }),
    ]);
    await openEmployee(1, 'Ana Pérez Gil');
    await waitFor(() => expect(control(/^Nombre/)).toHaveValue('Ana'));
    expect(screen.queryByRole('region', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/mfa'))).toBe(false);
  });
});
