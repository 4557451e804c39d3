import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@enlace/shared/i18n';
import { mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

// The fieldsets are labelled by their legends too ("Dirección", "Contraseña"): look for the controls only.
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

const PASSWORD = 'Un-paseo-por-la-playa-2026';

const collection = (kind: string, type: string, members: Array<[number, string]>) => ({
  '@id': `/api/${kind}`,
  '@type': 'Collection',
  totalItems: members.length,
  member: members.map(([id, name]) => ({
    '@id': `/api/${kind}/${id}`,
    '@type': type,
    id,
    name,
    iso: null,
    geonameId: null,
  })),
});

const GEOGRAPHY: MockRoute[] = [
  {
    method: 'GET',
    path: 'countries',
    body: collection('countries', 'Country', [
      [724, 'España'],
      [250, 'Francia'],
    ]),
  },
  { method: 'GET', path: 'states', body: collection('states', 'State', [[1, 'Andalucía']]) },
  { method: 'GET', path: 'provinces', body: collection('provinces', 'Province', [[29, 'Málaga']]) },
  {
    method: 'GET',
    path: 'locations',
    body: collection('locations', 'Location', [
      [29067, 'Málaga'],
      [29069, 'Marbella'],
    ]),
  },
];

const PENDING: MockRoute = {
  method: 'GET',
  path: 'users/activate/abc',
  body: { email: 'lucia@demo.example.org', name: 'Lucía', surname: 'Pérez' },
};

async function fillTheForm() {
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(field(/^Tipo de documento/), 'national');
  await user.click(field(/^Número de documento/));
  await user.paste('12345678Z');
  await user.selectOptions(field(/^Sexo/), 'female');
  await user.click(field(/^Fecha de nacimiento/));
  await user.paste('1990-05-17');
  await user.click(field(/^Teléfono móvil/));
  await user.paste('612345678');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Andalucía' })).toBeInTheDocument());
  await user.selectOptions(field(/^Comunidad autónoma/), '/api/states/1');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Málaga' })).toBeInTheDocument());
  await user.selectOptions(field(/^Provincia/), '/api/provinces/29');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Marbella' })).toBeInTheDocument());
  await user.selectOptions(field(/^Municipio/), '/api/locations/29069');
  await user.click(field(/^Dirección/));
  await user.paste('Calle Larios 5');
  await user.click(field(/^Código postal/));
  await user.paste('29601');
  await user.click(field(/^Contraseña/));
  await user.paste(PASSWORD);
  await user.click(field(/^Repite la contraseña/));
  await user.paste(PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Activar la cuenta' }));
}

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

describe('ActivateAccountPage', () => {
  it('greets the person, preselects Spain and marks the page noindex', async () => {
    mockApi([PENDING, ...GEOGRAPHY]);
    renderApp('/activate-account/abc');

    expect(await screen.findByRole('heading', { name: 'Hola, Lucía' })).toBeInTheDocument();
    await waitFor(() => expect(field(/^País/)).toHaveValue('/api/countries/724'));
    expect(field(/^Nombre/)).toHaveValue('Lucía');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows a clear page for an invalid code', async () => {
    mockApi([
      {
        method: 'GET',
        path: 'users/activate/nope',
        status: 404,
        body: { status: 404, error: 'invalid-uri-variables', description: 'El enlace no es válido.' },
      },
    ]);
    renderApp('/activate-account/nope');

    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByText(i18n.t('api.error.invalid-uri-variables'))).toBeInTheDocument();
  });

  it('filters the cascade by the chosen parent', async () => {
    const calls = mockApi([PENDING, ...GEOGRAPHY]);
    renderApp('/activate-account/abc');
    await screen.findByRole('heading', { name: 'Hola, Lucía' });
    const user = userEvent.setup({ delay: null });

    await waitFor(() => expect(screen.getByRole('option', { name: 'Andalucía' })).toBeInTheDocument());
    expect(calls.find((call) => call.path === 'states')?.query.get('country')).toBe('/api/countries/724');
    await user.selectOptions(field(/^Comunidad autónoma/), '/api/states/1');
    await waitFor(() => expect(calls.some((call) => call.path === 'provinces')).toBe(true));
    expect(calls.find((call) => call.path === 'provinces')?.query.get('state')).toBe('/api/states/1');
    await user.selectOptions(field(/^Provincia/), '/api/provinces/29');
    await user.click(field(/^Buscar municipio/));
    await user.paste('marb');
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'locations' && call.query.get('search') === 'marb')).toBe(
        true,
      ),
    );
    expect(
      calls
        .filter((call) => call.path === 'locations')
        .every((call) => call.query.get('province') === '/api/provinces/29'),
    ).toBe(true);
  });

  it('shows the field errors of a 422 answer', async () => {
    mockApi([
      PENDING,
      ...GEOGRAPHY,
      {
        method: 'PATCH',
        path: 'users/activate/abc',
        ...validationFailed([
          { propertyPath: 'password', message: 'not-compromised-password' },
          { propertyPath: 'identification', message: 'field-not-valid-regex' },
        ]),
      },
    ]);
    renderApp('/activate-account/abc');
    await screen.findByRole('heading', { name: 'Hola, Lucía' });

    await fillTheForm();

    const password = field(/^Contraseña/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() =>
      expect(password).toHaveAccessibleErrorMessage(
        /Esta contraseña ha sido comprometida, elige una diferente/,
      ),
    );
    expect(field(/^Número de documento/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/activate-account/abc');
  }, 20000);

  it('sends the person fields with IRIs and without repeatPassword, then goes to login', async () => {
    const calls = mockApi([
      PENDING,
      ...GEOGRAPHY,
      { method: 'PATCH', path: 'users/activate/abc', body: { success: true, message: 'user-activated' } },
    ]);
    renderApp('/activate-account/abc');
    await screen.findByRole('heading', { name: 'Hola, Lucía' });

    await fillTheForm();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(i18n.t('api.success.user-activated'))).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      activationCode: 'abc',
      password: PASSWORD,
      name: 'Lucía',
      surname: 'Pérez',
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29069',
      identificationType: 'national',
      sex: 'female',
      birthday: '1990-05-17',
    });
    expect(body).not.toHaveProperty('repeatPassword');
  }, 20000);

  it('starts from what staff entered, so that the person only chooses a password', async () => {
    const onRecord = {
      email: 'lucia@demo.example.org',
      name: 'Lucía',
      surname: 'Pérez',
      phonePrefixMobile: '+34',
      phoneMobile: '612345678',
      phonePrefix: null,
      phone: null,
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29069',
      address: 'Calle Larios 5',
      postalCode: '29601',
      identificationType: 'national',
      identification: '12345678Z',
      sex: 'female',
      birthday: '1990-05-17',
    };
    const calls = mockApi([
      { ...PENDING, body: onRecord },
      ...GEOGRAPHY,
      { method: 'PATCH', path: 'users/activate/abc', body: { success: true, message: 'user-activated' } },
    ]);
    renderApp('/activate-account/abc');
    await screen.findByRole('heading', { name: 'Hola, Lucía' });

    expect(field(/^Tipo de documento/)).toHaveValue('national');
    expect(field(/^Número de documento/)).toHaveValue('12345678Z');
    expect(field(/^Sexo/)).toHaveValue('female');
    expect(field(/^Fecha de nacimiento/)).toHaveValue('1990-05-17');
    expect(field(/^Teléfono móvil/)).toHaveValue('612345678');
    expect(field(/^Dirección/)).toHaveValue('Calle Larios 5');
    // The cascade loads each level's options for the values on record, and shows them chosen.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Marbella' })).toBeInTheDocument());
    expect(field(/^Comunidad autónoma/)).toHaveValue('/api/states/1');
    expect(field(/^Provincia/)).toHaveValue('/api/provinces/29');
    expect(field(/^Municipio/)).toHaveValue('/api/locations/29069');

    const user = userEvent.setup({ delay: null });
    await user.click(field(/^Contraseña/));
    await user.paste(PASSWORD);
    await user.click(field(/^Repite la contraseña/));
    await user.paste(PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Activar la cuenta' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    const { email: _email, phonePrefix: _prefix, phone: _phone, ...sent } = onRecord;
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject(sent);
  }, 20000);
});
