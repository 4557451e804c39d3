import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GEOGRAPHY, mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { choose, control, fill } from '../../../../testing/form-controls';
import { storedPartner } from './partner-fixtures';

const submit = () => screen.getByRole('button', { name: 'Dar de alta la entidad' });

async function openCreate() {
  renderIntranet('/intranet/partner/create');
  await screen.findByRole('heading', { name: 'Nueva entidad colaboradora', level: 1 });
}

/** Every required field of a new partner (Spain is preselected) with the NIF given. */
async function fillPartner(nif: string) {
  const user = userEvent.setup({ delay: null });
  await fill(/^Nombre de la entidad/, 'Asociación Vecinal Puerta Nueva');
  await choose(/^Forma jurídica/, 'non_profit');
  await fill(/^NIF/, nif);
  await fill(/^Sitio web/, 'puertanueva.example.org');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Andalucía' })).toBeInTheDocument());
  await choose(/^Comunidad autónoma o región/, '/api/states/1');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Málaga' })).toBeInTheDocument());
  await choose(/^Provincia/, '/api/provinces/29');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Marbella' })).toBeInTheDocument());
  await choose(/^Municipio/, '/api/locations/29069');
  await fill(/^Dirección/, 'Plaza de la Merced 3');
  await fill(/^Fecha de caducidad/, '2030-12-31');
  return user;
}

beforeEach(() => signInAs('employee'));

describe('PartnerCreatePage', () => {
  it('names the expected control character at the NIF field and sends nothing', async () => {
    const calls = mockApi(GEOGRAPHY);
    await openCreate();
    const user = await fillPartner('G29876540');

    await user.click(submit());

    await waitFor(() => expect(control(/^NIF/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^NIF/)).toHaveAccessibleDescription(
      'El carácter de control no corresponde al número: debería ser 7',
    );
    // The focus goes to the field to fix.
    await waitFor(() => expect(control(/^NIF/)).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a person’s NIF when the legal type is an individual', async () => {
    mockApi(GEOGRAPHY);
    await openCreate();
    const user = await fillPartner('G29876547');
    await choose(/^Forma jurídica/, 'individual');

    expect(control(/^NIF/)).toHaveAccessibleDescription(/^El DNI o NIE de la persona/);
    await user.click(submit());
    await waitFor(() =>
      expect(control(/^NIF/)).toHaveAccessibleDescription(
        'El NIF de una persona física es su DNI (12345678Z), su NIE (X1234567L) o un NIF K, L o M',
      ),
    );
  });

  it('registers the partner with the right NIF and opens its page', async () => {
    const created = storedPartner({ id: 31, '@id': '/api/partners/31', contactPersons: [] });
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'POST', path: 'partners', status: 201, body: created },
      { method: 'GET', path: 'partners/31', body: created },
    ]);
    await openCreate();
    const user = await fillPartner('g-2987654-7');

    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/partner/31'));
    expect(await screen.findByText('Entidad creada')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Asociación Vecinal Puerta Nueva',
      legalType: 'non_profit',
      nif: 'g-2987654-7',
      website: 'puertanueva.example.org',
      addressCountry: '/api/countries/724',
      addressLocation: '/api/locations/29069',
      agreementStatus: 'agreement_active',
      expirationDate: '2030-12-31',
      email: null,
      observations: null,
    });
  });

  it('shows the API’s violations at their fields (a NIF already registered, a bad website)', async () => {
    const refused: MockRoute = {
      method: 'POST',
      path: 'partners',
      ...validationFailed([
        { propertyPath: 'nif', message: 'nif-already-exists' },
        { propertyPath: 'website', message: 'not-valid-url' },
      ]),
    };
    mockApi([...GEOGRAPHY, refused]);
    await openCreate();
    const user = await fillPartner('G29876547');

    await user.click(submit());

    await waitFor(() =>
      expect(control(/^NIF/)).toHaveAccessibleDescription('Ya existe una entidad con este NIF'),
    );
    expect(control(/^Sitio web/)).toHaveAccessibleDescription(
      'Introduce una dirección web válida (por ejemplo, www.entidad.org)',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/partner\/create$/);
  });
});
