import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GEOGRAPHY, mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { control, fill, fillNewVolunteer, storedVolunteer } from './volunteer-fixtures';

const refused = (status: number, error: string): MockRoute => ({
  method: 'POST',
  path: 'volunteers',
  status,
  body: { status, error, description: 'No' },
});

const submit = () => screen.getByRole('button', { name: 'Dar de alta y enviar la invitación' });

beforeEach(() => signInAs('employee'));

describe('VolunteerCreatePage', () => {
  it('checks the fields before sending anything and says what is wrong at each one', async () => {
    const calls = mockApi(GEOGRAPHY);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });
    await fill(/^Correo electrónico/, 'lucia@');
    await fill(/^Número de documento/, '12345678A');
    await user.selectOptions(control(/^Tipo de documento/), 'national');

    await user.click(submit());

    await waitFor(() => expect(control(/^Nombre/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Nombre/)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Introduce un correo electrónico válido',
    );
    expect(control(/^Número de documento/)).toHaveAccessibleDescription(
      'La letra no corresponde al número: debería ser Z',
    );
    expect(control(/^Teléfono fijo/)).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('registers the volunteer with every field and opens their page', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      {
        method: 'POST',
        path: 'volunteers',
        status: 201,
        body: storedVolunteer({ id: 31, '@id': '/api/volunteers/31' }),
      },
      {
        method: 'GET',
        path: 'volunteers/31',
        body: storedVolunteer({ id: 31, '@id': '/api/volunteers/31' }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });

    await fillNewVolunteer(user);
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/volunteer/31'));
    expect(await screen.findByText('Persona voluntaria dada de alta')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Lucía',
      surname: 'Núñez Peña',
      email: 'lucia@example.org',
      identificationType: 'national',
      identification: '12345678Z',
      phonePrefixMobile: '+34',
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29069',
      phone: null,
      skills: ['social_media'],
      howWeMet: 'word_of_mouth',
    });
    expect(body.availability).toMatchObject({ tuesday: ['afternoon'], monday: [] });
    expect(body).not.toHaveProperty('inactive');
  });

  it('shows an email that already exists at the email field', async () => {
    mockApi([
      ...GEOGRAPHY,
      {
        method: 'POST',
        path: 'volunteers',
        ...validationFailed([{ propertyPath: 'email', message: 'email-already-exists' }]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });

    await fillNewVolunteer(user, 'voluntaria@demo.example.org');
    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
        'Ya existe una cuenta con este correo electrónico',
      ),
    );
    expect(control(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(control(/^Correo electrónico/)).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/volunteer\/create$/);
  });

  it('shows the API’s field rules at their fields', async () => {
    mockApi([
      ...GEOGRAPHY,
      {
        method: 'POST',
        path: 'volunteers',
        ...validationFailed([
          { propertyPath: 'addressLocation', message: 'field-not-valid-option' },
          { propertyPath: 'name', message: 'field-max-length', params: { max: 256 } },
        ]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });

    await fillNewVolunteer(user);
    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Municipio/)).toHaveAccessibleDescription('Selecciona una de las opciones'),
    );
    expect(control(/^Nombre/)).toHaveAccessibleDescription('Este campo no puede tener más de 256 caracteres');
  });

  it('says clearly on the screen when the plan’s volunteer cap is reached', async () => {
    mockApi([...GEOGRAPHY, refused(409, 'volunteer-exceeds-limit')]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });

    await fillNewVolunteer(user);
    await user.click(submit());

    // In the form, not only in a toast that goes away.
    const message = await screen.findByText(
      /^Tu organización ha llegado al número máximo de personas voluntarias/,
    );
    expect(message.closest('form')?.querySelector('[role="alert"]')).toContainElement(message);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/volunteer\/create$/);
  });

  it('asks for the tutor of a minor and sends it with the volunteer', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      {
        method: 'POST',
        path: 'volunteers',
        status: 201,
        body: storedVolunteer({ id: 32, '@id': '/api/volunteers/32' }),
      },
      {
        method: 'GET',
        path: 'volunteers/32',
        body: storedVolunteer({ id: 32, '@id': '/api/volunteers/32' }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });
    await fillNewVolunteer(user);
    expect(screen.queryByLabelText(/^Nombre del tutor/)).not.toBeInTheDocument();
    const minorBirthday = `${new Date().getFullYear() - 15}-02-10`;
    await fill(/^Fecha de nacimiento/, minorBirthday);

    await user.click(submit());
    await waitFor(() => expect(control(/^Nombre del tutor/)).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await fill(/^Nombre del tutor/, 'Marta');
    await fill(/^Apellidos del tutor/, 'Rey Gómez');
    await fill(/^Correo electrónico del tutor/, 'marta@example.org');
    await fill(/^Teléfono del tutor/, '600123456');
    await user.selectOptions(control(/^Parentesco/), 'mother');
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/volunteer/32'));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      birthday: minorBirthday,
      tutorName: 'Marta',
      tutorSurname: 'Rey Gómez',
      tutorEmail: 'marta@example.org',
      tutorPhone: '600123456',
      relation: 'mother',
    });
  });
  it('says what a name needs when it has too few letters', async () => {
    mockApi(GEOGRAPHY);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });
    await fillNewVolunteer(user);
    await fill(/^Nombre/, 'A');

    await user.click(submit());
    await waitFor(() => expect(control(/^Nombre/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Nombre/)).toHaveAccessibleDescription(
      'Escribe al menos 2 letras; las letras han de ser al menos el 30 % de lo que escribas',
    );
  });

  it('refuses a birthday still to come, and asks for no tutor for it', async () => {
    const calls = mockApi(GEOGRAPHY);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer/create');
    await screen.findByRole('heading', { name: 'Nueva persona voluntaria' });
    await fillNewVolunteer(user);
    await fill(/^Fecha de nacimiento/, `${new Date().getFullYear() + 1}-02-10`);
    expect(screen.queryByLabelText(/^Nombre del tutor/)).not.toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(control(/^Fecha de nacimiento/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Fecha de nacimiento/)).toHaveAccessibleDescription('La fecha no puede ser futura');
    expect(screen.queryByLabelText(/^Nombre del tutor/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
