import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, control, fill } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedPlace } from './place-fixtures';

const submit = () => screen.getByRole('button', { name: 'Dar de alta el lugar' });

async function openCreate() {
  renderIntranet('/intranet/place/create');
  await screen.findByRole('heading', { name: 'Nuevo lugar', level: 1 });
}

/** Every required field of a new place (Spain and "with access" are preselected). */
async function fillPlace() {
  const user = userEvent.setup({ delay: null });
  await fill(/^Nombre/, 'Aula Puerta Nueva');
  await choose(/^Tipo/, 'classroom');
  await fill(/^Aforo/, '20');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Andalucía' })).toBeInTheDocument());
  await choose(/^Comunidad autónoma o región/, '/api/states/1');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Málaga' })).toBeInTheDocument());
  await choose(/^Provincia/, '/api/provinces/29');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Marbella' })).toBeInTheDocument());
  await choose(/^Municipio/, '/api/locations/29067');
  await fill(/^Dirección/, 'Plaza de la Merced 3');
  return user;
}

const range = (name: string) => screen.getByRole('group', { name });

beforeEach(() => signInAs('employee'));

describe('PlaceCreatePage', () => {
  it('adds ranges per weekday, checks them with the shared rules and sends nothing while wrong', async () => {
    const calls = mockApi(GEOGRAPHY);
    await openCreate();
    const user = await fillPlace();

    await user.click(screen.getByRole('button', { name: 'Añadir tramo el Lunes' }));
    await user.click(screen.getByRole('button', { name: 'Añadir tramo el Lunes' }));
    // A first range suggests a morning, a second one an afternoon.
    expect(control(/^Lunes, tramo 1: desde/)).toHaveValue('09:00');
    expect(control(/^Lunes, tramo 2: hasta/)).toHaveValue('20:00');
    await fill(/^Lunes, tramo 2: desde/, '13:00');
    await user.click(screen.getByRole('button', { name: 'Añadir tramo el Martes' }));
    await fill(/^Martes, tramo 1: hasta/, '08:00');

    await user.click(submit());

    await waitFor(() =>
      expect(
        within(range('Lunes, tramo 2')).getByText('Este tramo se solapa con otro del mismo día'),
      ).toBeVisible(),
    );
    expect(control(/^Lunes, tramo 2: desde/)).toHaveAttribute('aria-invalid', 'true');
    expect(control(/^Martes, tramo 1: hasta/)).toHaveAccessibleDescription(
      'La hora de fin debe ser posterior a la de inicio',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Removing a range takes its message away with it.
    await user.click(screen.getByRole('button', { name: 'Quitar el tramo 1 del Martes' }));
    expect(screen.queryByRole('group', { name: 'Martes, tramo 1' })).not.toBeInTheDocument();
    expect(screen.queryByText('La hora de fin debe ser posterior a la de inicio')).not.toBeInTheDocument();

    // A range after the afternoon one starts where the day's last one ends.
    await user.click(screen.getByRole('button', { name: 'Añadir tramo el Lunes' }));
    expect(control(/^Lunes, tramo 3: desde/)).toHaveValue('20:00');
    expect(control(/^Lunes, tramo 3: hasta/)).toHaveValue('21:00');
  });

  it('shows the new place in the places list at once, without reloading the page', async () => {
    const { schedules: _schedules, ...existing } = storedPlace();
    const created = storedPlace({ id: 31, '@id': '/api/places/31', name: 'Aula Puerta Nueva' });
    const places: unknown[] = [existing];
    mockApi([
      ...GEOGRAPHY,
      {
        method: 'GET',
        path: 'places',
        answer: () => ({
          body: { '@id': '/api/places', '@type': 'Collection', totalItems: places.length, member: places },
        }),
      },
      {
        method: 'POST',
        path: 'places',
        answer: () => {
          places.push(created);
          return { status: 201, body: created };
        },
      },
      { method: 'GET', path: 'places/31', body: created },
    ]);
    renderIntranet('/intranet/place');
    await screen.findByRole('row', { name: /Aula de informática Carretería/ });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Nuevo lugar' }));
    await screen.findByRole('heading', { name: 'Nuevo lugar', level: 1 });
    await fillPlace();
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/place/31'));

    // The new place's page, once its record is shown: its trail leads back to the list.
    const [backToList] = await waitFor(() =>
      within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getAllByRole('link', {
        name: 'Lugares',
      }),
    );
    await user.click(backToList);
    const table = await screen.findByRole('table', { name: 'Lugares' });
    expect(await within(table).findByRole('row', { name: /Aula Puerta Nueva/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Aula de informática Carretería/ })).toBeInTheDocument();
  });

  it('registers the place with its equipment and schedule, and opens its page', async () => {
    const created = storedPlace({ id: 31, '@id': '/api/places/31', name: 'Aula Puerta Nueva' });
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'POST', path: 'places', status: 201, body: created },
      { method: 'GET', path: 'places/31', body: created },
    ]);
    await openCreate();
    const user = await fillPlace();
    await user.click(screen.getByRole('switch', { name: 'Tiene proyector' }));
    await user.click(screen.getByRole('switch', { name: 'Accesible' }));
    await user.click(screen.getByRole('button', { name: 'Añadir tramo el Miércoles' }));
    await fill(/^Miércoles, tramo 1: hasta/, '13:30');
    await fill(/^Notas de disponibilidad/, 'Llaves en conserjería.');

    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/place/31'));
    expect(await screen.findByText('Lugar creado')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Aula Puerta Nueva',
      type: 'classroom',
      capacity: 20,
      capacityPolicy: 'warn',
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29067',
      address: 'Plaza de la Merced 3',
      postalCode: null,
      accessStatus: 'access',
      accesible: true,
      hasProjector: true,
      hasComputer: false,
      hasWhiteboard: false,
      hasAirConditioning: false,
      schedules: [{ weekday: 'wednesday', start: '09:00', end: '13:30' }],
      availabilityNotes: 'Llaves en conserjería.',
      observations: null,
    });
  });

  it('marks the required fields and a capacity that is not a positive whole number', async () => {
    mockApi(GEOGRAPHY);
    await openCreate();
    const user = userEvent.setup({ delay: null });
    await fill(/^Aforo/, '0');

    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Nombre/)).toHaveAccessibleDescription('Este campo no puede estar vacío'),
    );
    expect(control(/^Tipo/)).toHaveAttribute('aria-invalid', 'true');
    expect(control(/^Aforo/)).toHaveAccessibleDescription('El valor debe ser positivo');
    await waitFor(() => expect(control(/^Nombre/)).toHaveFocus());
  });

  it('shows the API’s violations at the schedule range they name', async () => {
    const refused: MockRoute = {
      method: 'POST',
      path: 'places',
      ...validationFailed([
        { propertyPath: 'schedules[0].end', message: 'schedule-start-must-be-before-end' },
      ]),
    };
    mockApi([...GEOGRAPHY, refused]);
    await openCreate();
    const user = await fillPlace();
    await user.click(screen.getByRole('button', { name: 'Añadir tramo el Domingo' }));

    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Domingo, tramo 1: hasta/)).toHaveAccessibleDescription(
        'La hora de fin debe ser posterior a la de inicio',
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/place\/create$/);
  });
});
