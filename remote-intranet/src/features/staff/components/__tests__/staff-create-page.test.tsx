import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control, fill } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { fillNewStaffMember, storedStaffMember } from './staff-fixtures';

const refused = (status: number, error: string): MockRoute => ({
  method: 'POST',
  path: 'employees',
  status,
  body: { status, error, description: 'No' },
});

const submit = () => screen.getByRole('button', { name: 'Dar de alta y enviar la invitación' });

async function openCreate(path = '/intranet/employee/create', heading = 'Nueva persona técnica') {
  renderIntranet(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
}

describe('StaffCreatePage', () => {
  beforeEach(() => signInAs('employee', 'employee-admin'));

  it('checks the fields before sending anything and says what is wrong at each one', async () => {
    const calls = mockApi(GEOGRAPHY);
    const user = userEvent.setup({ delay: null });
    await openCreate();
    await fill(/^Correo electrónico/, 'marta@');
    await user.selectOptions(control(/^Tipo de documento/), 'national');
    await fill(/^Número de documento/, '12345678A');
    await fill(/^Departamento/, 'x'.repeat(257));

    await user.click(submit());

    await waitFor(() => expect(control(/^Nombre/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Nombre/)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Introduce un correo electrónico válido',
    );
    expect(control(/^Número de documento/)).toHaveAccessibleDescription(
      'La letra no corresponde al número: debería ser Z',
    );
    expect(control(/^Departamento/)).toHaveAccessibleDescription(
      'Este campo no puede tener más de 256 caracteres',
    );
    expect(control(/^Teléfono fijo/)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(control(/^Nombre/)).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('registers an administrator with every field, says the invitation went out and opens their page', async () => {
    const created = storedStaffMember({ id: 31, isAdmin: true, accessStatus: 'no-access' });
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'POST', path: 'employees', status: 201, body: created },
      { method: 'GET', path: 'employees/31', body: created },
    ]);
    const user = userEvent.setup({ delay: null });
    await openCreate();

    await fillNewStaffMember();
    const admin = screen.getByRole('switch', { name: 'Administrador/a' });
    expect(admin).not.toBeChecked();
    await user.click(admin);
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/employee\/31$/),
    );
    expect(
      await screen.findByText(
        'Persona técnica dada de alta. Le hemos enviado un correo electrónico para activar su cuenta.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Marta Ruiz Gómez', level: 1 })).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Marta',
      surname: 'Ruiz Gómez',
      email: 'marta@example.org',
      identificationType: 'national',
      identification: '12345678Z',
      phonePrefixMobile: '+34',
      addressCountry: '/api/countries/724',
      addressLocation: '/api/locations/29069',
      department: 'Programas',
      isAdmin: true,
      phone: null,
      disability: [],
    });
  });

  it('shows an email that already exists at the email field', async () => {
    mockApi([
      ...GEOGRAPHY,
      {
        method: 'POST',
        path: 'employees',
        ...validationFailed([{ propertyPath: 'email', message: 'email-already-exists' }]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openCreate();

    await fillNewStaffMember('tecnica@demo.example.org');
    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
        'Ya existe una cuenta con este correo electrónico',
      ),
    );
    expect(control(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(control(/^Correo electrónico/)).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/employee\/create$/);
  });

  it('says in the form that nothing was created when the activation email could not be sent', async () => {
    mockApi([...GEOGRAPHY, refused(503, 'employee-create-failed')]);
    const user = userEvent.setup({ delay: null });
    await openCreate();

    await fillNewStaffMember();
    await user.click(submit());

    const message = await screen.findByText(/^No se ha podido enviar el correo de activación/);
    expect(message.closest('form')?.querySelector('[role="alert"]')).toContainElement(message);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/employee\/create$/);
  });

  it('creates coordinators through the coordinator list', async () => {
    const created = storedStaffMember({ id: 32 }, 'coordinator');
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'POST', path: 'coordinators', status: 201, body: created },
      { method: 'GET', path: 'coordinators/32', body: created },
    ]);
    const user = userEvent.setup({ delay: null });
    await openCreate('/intranet/coordinator/create', 'Nueva persona coordinadora');
    await fillNewStaffMember();
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/coordinator\/32$/),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['coordinators']);
  });
});

describe('StaffCreatePage for staff who are not administrators', () => {
  it('explains that only administrators register staff and shows no form', async () => {
    signInAs('employee');
    const calls = mockApi(GEOGRAPHY);
    await openCreate();
    expect(
      screen.getByText('Solo las personas administradoras pueden dar de alta al personal.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Dar de alta y enviar la invitación' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Nombre/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
