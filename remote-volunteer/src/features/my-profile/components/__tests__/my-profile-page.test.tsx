import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@enlace/shared/session';
import { ownProfile } from '../../../../testing/fixtures';
import { GEOGRAPHY, mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';

const control = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

const profile = (overrides: Record<string, unknown> = {}) =>
  ownProfile({
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
    birthday: '1995-02-03',
    disability: [],
    skills: ['social_media'],
    availability: { monday: ['morning'] },
    traits: ['empathetic'],
    aboutMe: 'Me gusta enseñar.',
    howWeMet: 'word_of_mouth',
    ...overrides,
  });

const ME: MockRoute = { method: 'GET', path: 'me', body: profile() };

/** The page's two-step verification section: off. */
const MFA_OFF: MockRoute = {
  method: 'GET',
  path: 'me/mfa',
  body: {
    '@id': '/api/me/mfa',
    '@type': 'TwoStepVerification',
    enabled: false,
    required: false,
    recoveryCodesLeft: 0,
  },
};

/** The page's calendar section: the volunteer's private feed. */
const CALENDAR_FEED: MockRoute = {
  method: 'GET',
  path: 'me/calendar-feed',
  body: {
    '@context': '/api/contexts/CalendarFeed',
    '@id': '/api/me/calendar-feed',
    '@type': 'CalendarFeed',
    url: 'https://demo.enlace.example.org/api/calendar-feeds/a1b2c3d4.ics',
    webcalUrl: 'webcal://demo.enlace.example.org/api/calendar-feeds/a1b2c3d4.ics',
  },
};

const HOME: MockRoute = {
  method: 'GET',
  path: 'home',
  body: {
    id: 7,
    name: 'Valeria Inés',
    surnames: 'Sánchez Moreno',
    email: 'voluntaria@demo.example.org',
    profile: 'volunteer',
    roles: ['user', 'volunteer'],
    available_profiles: ['volunteer'],
    validated: true,
  },
};

async function openMyProfile() {
  renderVolunteer('/volunteer/my-profile');
  await screen.findByRole('heading', { name: 'Mi perfil', level: 1 });
  await waitFor(() => expect(control(/^Nombre/)).toHaveValue('Valeria'));
}

const setValue = async (label: RegExp, value: string) =>
  act(async () => {
    fireEvent.change(control(label), { target: { value } });
  });

beforeEach(() => signInVolunteer());

describe('MyProfilePage', () => {
  it('is linked from the header', async () => {
    mockApi([...GEOGRAPHY, ME]);
    renderVolunteer('/volunteer/my-activities');
    expect(await screen.findByRole('link', { name: 'Mi perfil: Valeria Sánchez Moreno' })).toHaveAttribute(
      'href',
      '/volunteer/my-profile',
    );
  });

  it('saves the volunteer’s own data and volunteering fields, without the email; the header follows', async () => {
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
    expect(control(/^Sobre mí/)).toHaveValue('Me gusta enseñar.');
    await setValue(/^Nombre/, 'Valeria Inés');
    await setValue(/^Sobre mí/, 'Me gusta enseñar a usar el móvil.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PATCH')?.body;
    expect(body).toMatchObject({
      name: 'Valeria Inés',
      aboutMe: 'Me gusta enseñar a usar el móvil.',
      phone: null,
      skills: ['social_media'],
      traits: ['empathetic'],
      howWeMet: 'word_of_mouth',
      availability: expect.objectContaining({ monday: ['morning'], tuesday: [] }),
    });
    expect(body).not.toHaveProperty('email');
    expect(control(/^Correo electrónico/)).toHaveAttribute('readonly');
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe('Valeria Inés'));
  });

  it('sends the ETag of the profile it loaded; when it changed meanwhile, says so and reloads it', async () => {
    let changedElsewhere = false;
    const calls = mockApi([
      ...GEOGRAPHY,
      HOME,
      MFA_OFF,
      CALENDAR_FEED,
      {
        method: 'GET',
        path: 'me',
        answer: () =>
          changedElsewhere
            ? { body: profile({ aboutMe: 'Cambiado desde el móvil.' }), headers: { etag: '"9-b"' } }
            : { body: profile(), headers: { etag: '"8-a"' } },
      },
      {
        method: 'PATCH',
        path: 'me',
        answer: () => {
          changedElsewhere = true;
          return { status: 412, body: { status: 412, error: 'resource-changed', description: 'Cambiado.' } };
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openMyProfile();
    await setValue(/^Sobre mí/, 'Lo que escribo aquí.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Otra persona ha cambiado este registro mientras lo editabas');
    expect(calls.find((call) => call.method === 'PATCH')?.ifMatch).toBe('"8-a"');
    expect(screen.queryByText('Perfil actualizado')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(control(/^Sobre mí/)).toHaveValue('Cambiado desde el móvil.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the rules before sending, and shows the API’s violations at their fields', async () => {
    const calls = mockApi([
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
    await setValue(/^Nombre/, '');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(control(/^Nombre/)).toHaveAccessibleDescription('Este campo no puede estar vacío'),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await setValue(/^Nombre/, 'Valeria');
    await setValue(/^Código postal/, '29005-12345');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(control(/^Código postal/)).toHaveAccessibleDescription(
        'Este campo no puede tener más de 10 caracteres',
      ),
    );
  });

  it('offers to turn two-step verification on', async () => {
    mockApi([...GEOGRAPHY, ME, MFA_OFF]);
    await openMyProfile();
    const section = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
    expect(await within(section).findByText('Desactivada')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Activar la verificación en dos pasos' }),
    ).toBeInTheDocument();
  });

  it('offers the volunteer’s private calendar link', async () => {
    mockApi([...GEOGRAPHY, ME, MFA_OFF, CALENDAR_FEED]);
    await openMyProfile();
    const section = await screen.findByRole('region', { name: 'Calendario' });
    await waitFor(() =>
      expect(within(section).getByLabelText('Enlace de tu calendario')).toHaveValue(
        'https://demo.enlace.example.org/api/calendar-feeds/a1b2c3d4.ics',
      ),
    );
    expect(within(section).getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
      'href',
      'webcal://demo.enlace.example.org/api/calendar-feeds/a1b2c3d4.ics',
    );
  });
});
