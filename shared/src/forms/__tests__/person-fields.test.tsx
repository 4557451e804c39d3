import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { volunteerSchema } from '../../domain';
import { installFetch, json, pathOf } from '../../testing/fetch-mock';
import { changeLanguage } from '../../i18n';
import { SubmitButton, formikValidator } from '../../ui';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AvailabilityField, CheckboxGroupField, FocusFirstError, PersonFields, SwitchField } from '../index';

// Chakra's styling engine makes jsdom renders slow.
jest.setTimeout(30_000);

const control = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input, select' });

const collection = (kind: string, members: Array<[number, string]>) =>
  json({
    '@id': `/api/${kind}`,
    '@type': 'Collection',
    totalItems: members.length,
    member: members.map(([id, name]) => ({
      '@id': `/api/${kind}/${id}`,
      '@type': 'Geo',
      id,
      name,
      iso: null,
      geonameId: null,
    })),
  });

/** The geography API: two countries, states by country, provinces by state, towns by province and search. */
const geography = () =>
  installFetch((request) => {
    const url = new URL(request.url);
    const query = url.searchParams;
    switch (pathOf(request)) {
      case '/api/countries':
        return collection('countries', [
          [724, 'España'],
          [250, 'Francia'],
        ]);
      case '/api/states':
        return query.get('country') === '/api/countries/724'
          ? collection('states', [
              [1, 'Andalucía'],
              [13, 'Comunidad de Madrid'],
            ])
          : collection('states', [[84, 'Bretaña']]);
      case '/api/provinces':
        return query.get('state') === '/api/states/1'
          ? collection('provinces', [
              [29, 'Málaga'],
              [41, 'Sevilla'],
            ])
          : collection('provinces', [[28, 'Madrid']]);
      case '/api/locations': {
        const towns: Array<[number, string]> =
          query.get('province') === '/api/provinces/29'
            ? [
                [29067, 'Málaga'],
                [29069, 'Marbella'],
                [29084, 'Ronda'],
              ]
            : [[41091, 'Sevilla']];
        const search = (query.get('search') ?? '').toLowerCase();
        return collection(
          'locations',
          towns.filter(([, name]) => name.toLowerCase().includes(search)),
        );
      }
      case '/api/locations/29900':
        return json({ '@id': '/api/locations/29900', '@type': 'Location', id: 29900, name: 'Yunquera' });
      default:
        return undefined;
    }
  });

const emptyAddress = {
  addressCountry: '',
  addressState: '',
  addressProvince: '',
  addressLocation: '',
  address: '',
  postalCode: '',
};

const ADDRESS = [
  'addressCountry',
  'addressState',
  'addressProvince',
  'addressLocation',
  'address',
  'postalCode',
];

/** The address fields alone in a form starting from `values`. */
const renderAddress = (values: typeof emptyAddress = emptyAddress) =>
  renderWithProviders(
    <Formik initialValues={values} onSubmit={jest.fn()}>
      <Form>
        <PersonFields fields={ADDRESS} />
      </Form>
    </Formik>,
  );

describe('the address fields', () => {
  it('cascade: a country filters states, a state provinces, a province towns; a new parent empties the rest', async () => {
    const fetchMock = geography();
    const user = userEvent.setup({ delay: null });
    renderAddress();

    await waitFor(() => expect(screen.getByRole('option', { name: 'España' })).toBeInTheDocument());
    expect(control(/^Comunidad autónoma o región/)).toBeDisabled();
    expect(control(/^Provincia/)).toBeDisabled();
    expect(control(/^Municipio/)).toBeDisabled();

    await user.selectOptions(control(/^País/), '/api/countries/724');
    await waitFor(() => expect(control(/^Comunidad autónoma o región/)).toBeEnabled());
    expect(
      within(control(/^Comunidad autónoma o región/)).queryByRole('option', { name: 'Bretaña' }),
    ).toBeNull();
    await user.selectOptions(control(/^Comunidad autónoma o región/), '/api/states/1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Sevilla' })).toBeInTheDocument());
    await user.selectOptions(control(/^Provincia/), '/api/provinces/29');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Marbella' })).toBeInTheDocument());

    // Typing narrows the towns on the server.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar municipio' }), 'ron');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Marbella' })).toBeNull());
    expect(screen.getByRole('option', { name: 'Ronda' })).toBeInTheDocument();
    const searches = fetchMock.requests.filter((request) => pathOf(request) === '/api/locations');
    expect(new URL(searches.at(-1)!.url).searchParams.get('search')).toBe('ron');
    expect(new URL(searches.at(-1)!.url).searchParams.get('province')).toBe('/api/provinces/29');
    await user.selectOptions(control(/^Municipio/), '/api/locations/29084');
    expect(control(/^Municipio/)).toHaveValue('/api/locations/29084');

    // Another country empties the state, the province and the town.
    await user.selectOptions(control(/^País/), '/api/countries/250');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bretaña' })).toBeInTheDocument());
    expect(control(/^Comunidad autónoma o región/)).toHaveValue('');
    expect(control(/^Provincia/)).toHaveValue('');
    expect(control(/^Provincia/)).toBeDisabled();
    expect(control(/^Municipio/)).toHaveValue('');
  });

  it('names the countries in the interface language, in its alphabetical order', async () => {
    installFetch((request) =>
      pathOf(request) === '/api/countries'
        ? json({
            '@id': '/api/countries',
            '@type': 'Collection',
            totalItems: 3,
            member: [
              [276, 'Alemania', 'DE'],
              [724, 'España', 'ES'],
              [826, 'Reino Unido', 'GB'],
            ].map(([id, name, iso]) => ({
              '@id': `/api/countries/${id}`,
              '@type': 'Country',
              id,
              name,
              iso,
            })),
          })
        : undefined,
    );
    renderAddress();
    const countryNames = () =>
      within(screen.getAllByRole('combobox')[0]!)
        .getAllByRole<HTMLOptionElement>('option')
        .filter((option) => option.value)
        .map((option) => option.textContent);
    await waitFor(() => expect(countryNames()).toEqual(['Alemania', 'España', 'Reino Unido']));
    try {
      await act(() => changeLanguage('en'));
      await waitFor(() => expect(countryNames()).toEqual(['Germany', 'Spain', 'United Kingdom']));
      await act(() => changeLanguage('ca'));
      await waitFor(() => expect(countryNames()).toEqual(['Alemanya', 'Espanya', 'Regne Unit']));
    } finally {
      await act(() => changeLanguage('es'));
    }
  });

  it('shows a stored town that is not among the first results (an edit form)', async () => {
    geography();
    renderAddress({
      ...emptyAddress,
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29900',
    });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Yunquera' })).toBeInTheDocument());
    expect(control(/^Municipio/)).toHaveValue('/api/locations/29900');
    expect(control(/^Provincia/)).toHaveValue('/api/provinces/29');
  });
});

describe('the person fields', () => {
  it('mark what the schema requires and announce client-side errors at each field', async () => {
    geography();
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    renderWithProviders(
      <Formik
        initialValues={{ name: '', surname: 'Gil', email: 'no-es-un-correo', phoneMobile: '', phone: '' }}
        validate={formikValidator(volunteerSchema)}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <FocusFirstError />
          <PersonFields
            fields={['name', 'surname', 'email', 'phoneMobile', 'phone']}
            schema={volunteerSchema}
          />
          <SubmitButton>Guardar</SubmitButton>
        </Form>
      </Formik>,
    );
    expect(control(/^Nombre/)).toBeRequired();
    expect(control(/^Teléfono fijo/)).not.toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(control(/^Nombre/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Nombre/)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    // The focus goes to the first field to fix.
    await waitFor(() => expect(control(/^Nombre/)).toHaveFocus());
    expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Introduce un correo electrónico válido',
    );
    expect(control(/^Apellidos/)).not.toHaveAttribute('aria-invalid');
    expect(control(/^Teléfono fijo/)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('show errors set from the API at their fields', async () => {
    geography();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <Formik
        initialValues={{ email: 'ana@example.org' }}
        onSubmit={(_values, helpers) => helpers.setErrors({ email: 'Ya existe una cuenta con este correo' })}
      >
        <Form noValidate>
          <PersonFields fields={['email']} />
          <SubmitButton>Guardar</SubmitButton>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
        'Ya existe una cuenta con este correo',
      ),
    );
    expect(control(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('check boxes, the availability grid and the switch', () => {
  it('keep lists in the options’ order and every weekday in the availability', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    renderWithProviders(
      <Formik
        initialValues={{ skills: ['safe_internet'], availability: { monday: ['morning'] }, inactive: false }}
        onSubmit={onSubmit}
      >
        <Form>
          <CheckboxGroupField
            name="skills"
            legend="Habilidades"
            options={[
              { value: 'social_media', label: 'Redes sociales' },
              { value: 'safe_internet', label: 'Internet seguro' },
            ]}
          />
          <AvailabilityField name="availability" />
          <SwitchField name="inactive" label="Inactivo" />
          <SubmitButton>Guardar</SubmitButton>
        </Form>
      </Formik>,
    );
    const skills = screen.getByRole('group', { name: 'Habilidades' });
    expect(within(skills).getByRole('checkbox', { name: 'Internet seguro' })).toBeChecked();
    await user.click(within(skills).getByRole('checkbox', { name: 'Redes sociales' }));
    expect(screen.getByRole('checkbox', { name: 'Lunes, Mañana' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Lunes, Mañana' }));
    await user.click(screen.getByRole('checkbox', { name: 'Viernes, Tarde' }));
    await user.click(screen.getByRole('checkbox', { name: 'Viernes, Mañana' }));
    await user.click(screen.getByRole('switch', { name: 'Inactivo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      skills: ['social_media', 'safe_internet'],
      availability: {
        monday: [],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: ['morning', 'afternoon'],
        saturday: [],
        sunday: [],
      },
      inactive: true,
    });
  });

  it('link an error of the group to every box, where the focus lands, and to the switch', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <Formik
        initialValues={{ skills: [], availability: {}, inactive: false }}
        validate={() => ({
          skills: 'Elige al menos una',
          availability: 'Indica cuándo puedes',
          inactive: 'No se puede cambiar ahora',
        })}
        onSubmit={jest.fn()}
      >
        <Form noValidate>
          <FocusFirstError />
          <CheckboxGroupField
            name="skills"
            legend="Habilidades"
            options={[{ value: 'social_media', label: 'Redes sociales' }]}
          />
          <AvailabilityField name="availability" />
          <SwitchField name="inactive" label="Inactivo" />
          <SubmitButton>Guardar</SubmitButton>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const skill = screen.getByRole('checkbox', { name: 'Redes sociales' });
    await waitFor(() => expect(skill).toHaveFocus());
    expect(skill).toHaveAttribute('aria-invalid', 'true');
    expect(skill).toHaveAccessibleDescription('Elige al menos una');
    expect(screen.getByRole('group', { name: 'Habilidades' })).toHaveAccessibleDescription(
      'Elige al menos una',
    );
    const slot = screen.getByRole('checkbox', { name: 'Viernes, Tarde' });
    expect(slot).toHaveAttribute('aria-invalid', 'true');
    expect(slot).toHaveAccessibleDescription('Indica cuándo puedes');
    expect(screen.getByRole('switch', { name: 'Inactivo' })).toHaveAccessibleDescription(
      'No se puede cambiar ahora',
    );
  });
});
