import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@enlace/shared/session';
import { GEOGRAPHY, mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';

const control = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

const profile = (overrides: Record<string, unknown> = {}) => ({
  '@id': '/api/me',
  '@type': 'Me',
  id: 1,
  name: 'Ana',
  surname: 'Pérez Gil',
  email: 'ana@demo.example.org',
  phonePrefixMobile: '+34',
  phoneMobile: '600111222',
  phonePrefix: null,
  phone: null,
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Larios 5',
  postalCode: '29005',
  identificationType: 'national',
  identification: '12345678Z',
  sex: 'female',
  birthday: '1985-02-03',
  disability: [],
  ...overrides,
});

const ME: MockRoute = { method: 'GET', path: 'me', body: profile() };

const HOME: MockRoute = {
  method: 'GET',
  path: 'home',
  body: {
    id: 1,
    name: 'Ana María',
    surnames: 'Pérez Gil',
    email: 'ana@demo.example.org',
    profile: 'employee',
    roles: ['user', 'employee'],
    available_profiles: ['employee'],
    validated: true,
  },
};

async function openMyProfile() {
  renderIntranet('/intranet/my-profile');
  await screen.findByRole('heading', { name: 'Mi perfil', level: 1 });
  await waitFor(() => expect(control(/^Nombre/)).toHaveValue('Ana'));
}

const setValue = async (label: RegExp, value: string) =>
  act(async () => {
    fireEvent.change(control(label), { target: { value } });
  });

beforeEach(() => signInAs('employee'));

describe('MyProfilePage', () => {
  it('is linked from the header', async () => {
    mockApi([...GEOGRAPHY, ME]);
    renderIntranet('/intranet/volunteer/create');
    expect(await screen.findByRole('link', { name: 'Mi perfil: Ana Pérez Gil' })).toHaveAttribute(
      'href',
      '/intranet/my-profile',
    );
  });

  it('saves the person’s own data and the header follows the new name', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      ME,
      HOME,
      {
        method: 'PATCH',
        path: 'me',
        answer: (call) => ({ body: profile(call.body as Record<string, unknown>) }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openMyProfile();
    await setValue(/^Nombre/, 'Ana María');
    await setValue(/^Teléfono fijo/, '952000111');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PATCH')?.body;
    expect(body).toMatchObject({
      name: 'Ana María',
      phone: '952000111',
      phonePrefix: null,
      addressLocation: '/api/locations/29067',
    });
    expect(body).not.toHaveProperty('password');
    // The email is shown but not sent: the API does not change it here.
    expect(body).not.toHaveProperty('email');
    expect(control(/^Correo electrónico/)).toHaveAttribute('readonly');
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe('Ana María'));
  });

  it('shows the errors of the API at their fields', async () => {
    mockApi([
      ...GEOGRAPHY,
      ME,
      {
        method: 'PATCH',
        path: 'me',
        ...validationFailed([
          { propertyPath: 'postalCode', message: 'field-max-length', params: { max: 10 } },
        ]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openMyProfile();
    await setValue(/^Código postal/, '29005-12345');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(control(/^Código postal/)).toHaveAccessibleDescription(
        'Este campo no puede tener más de 10 caracteres',
      ),
    );
    expect(control(/^Código postal/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the two-step verification, compulsory for an administrator and not offered to turn off', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([
      ...GEOGRAPHY,
      ME,
      {
        method: 'GET',
        path: 'me/mfa',
        body: {
          '@id': '/api/me/mfa',
          '@type': 'TwoStepVerification',
          enabled: true,
          required: true,
          recoveryCodesLeft: 7,
        },
      },
    ]);
    await openMyProfile();
    const section = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    expect(await within(section).findByText('Activada')).toBeInTheDocument();
    expect(within(section).getByText('Obligatoria')).toBeInTheDocument();
    expect(within(section).getByText('Te quedan 7 códigos de recuperación.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
  });
});

describe('MyProfilePage’s email notices', () => {
  const SETTINGS = { '@id': '/api/me/settings', language: 'es', notifyParticipationChanges: false };

  it('turns on the notices of people joining or leaving the activities the person coordinates', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      ME,
      { method: 'GET', path: 'me/settings', body: SETTINGS },
      {
        method: 'PATCH',
        path: 'me/settings',
        answer: (call) => ({ body: { ...SETTINGS, ...(call.body as object) } }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openMyProfile();
    expect(screen.getByRole('heading', { name: 'Avisos por correo', level: 2 })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', {
      name: 'Avisarme cuando alguien se inscriba o se dé de baja en las actividades que coordino',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(
      await screen.findByText('Te avisaremos por correo de las inscripciones y bajas en tus actividades.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: 'me/settings', body: { notifyParticipationChanges: true } },
    ]);
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
