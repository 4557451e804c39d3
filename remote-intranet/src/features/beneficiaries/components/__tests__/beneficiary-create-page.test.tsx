import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, control, fill } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { itemRoute, listRoute, storedAdult, storedMinor, yearsAgo } from './beneficiary-fixtures';

const NAME = /^Nombre\s*\*?$/;
const SURNAME = /^Apellidos\s*\*?$/;
const submit = () => screen.getByRole('button', { name: 'Dar de alta' });
const tutorSection = () => screen.getByRole('group', { name: 'Tutor o tutora' });

async function openCreate() {
  renderIntranet('/intranet/beneficiary/create');
  await screen.findByRole('heading', { name: 'Nueva persona beneficiaria', level: 1 });
}

async function fillPerson(birthday: string) {
  await fill(NAME, 'Hugo');
  await fill(SURNAME, 'Ruiz Jiménez');
  await choose(/^Sexo/, 'male');
  await fill(/^Fecha de nacimiento/, birthday);
}

beforeEach(() => signInAs('employee'));

describe('BeneficiaryCreatePage', () => {
  it('shows the age group computed from the birthday as it is typed, and the tutor only for a minor', async () => {
    mockApi([...GEOGRAPHY, listRoute([storedAdult()])]);
    await openCreate();
    const ageGroup = screen.getByRole('status', { name: 'Grupo de edad (según la fecha de nacimiento)' });
    expect(ageGroup).toHaveTextContent('Se calcula con la fecha de nacimiento');
    expect(screen.queryByRole('group', { name: 'Tutor o tutora' })).not.toBeInTheDocument();

    await fill(/^Fecha de nacimiento/, '1985-03-02');
    expect(ageGroup).toHaveTextContent('Adulto');
    expect(screen.queryByRole('group', { name: 'Tutor o tutora' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir datos de tutor o tutora' })).toBeInTheDocument();

    await fill(/^Fecha de nacimiento/, yearsAgo(10));
    expect(ageGroup).toHaveTextContent('Menor');
    expect(within(tutorSection()).getByText(/Es menor de edad/)).toBeInTheDocument();
    expect(control(/^Nombre del tutor/)).toBeRequired();
    expect(control(/^Parentesco/)).toBeRequired();
  });

  it('asks for the tutor’s data of a minor before sending anything, at each field', async () => {
    const calls = mockApi([...GEOGRAPHY, listRoute([])]);
    const user = userEvent.setup({ delay: null });
    await openCreate();
    await fillPerson(yearsAgo(10));
    await fill(/^Correo electrónico del tutor/, 'antonio@');

    await user.click(submit());

    await waitFor(() => expect(control(/^Nombre del tutor/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Nombre del tutor/)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    expect(control(/^Teléfono del tutor/)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    expect(control(/^Parentesco/)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    expect(control(/^Correo electrónico del tutor/)).toHaveAccessibleDescription(
      'Introduce un correo electrónico válido',
    );
    expect(control(NAME)).not.toHaveAttribute('aria-invalid');
    // The keyboard lands on the first field to fix: the tutor comes first for a minor.
    await waitFor(() => expect(control(/^Correo electrónico del tutor/)).not.toHaveFocus());
    await waitFor(() => expect(control(/^Nombre del tutor/)).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the API’s violations at their fields', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      listRoute([]),
      {
        method: 'POST',
        path: 'beneficiaries',
        ...validationFailed([
          {
            propertyPath: 'identification',
            message: 'identification-control-letter',
            params: { letter: 'Z' },
          },
          { propertyPath: 'birthday', message: 'field-not-valid-date' },
        ]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openCreate();
    await fillPerson('1985-03-02');
    await user.click(submit());

    await waitFor(() => expect(control(/^Fecha de nacimiento/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Fecha de nacimiento/)).toHaveAccessibleDescription('Introduce una fecha válida');
    expect(control(/^Número de documento/)).toHaveAccessibleDescription(
      'La letra no corresponde al número: debería ser Z',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/beneficiary/create');
  });

  it('registers a minor with the tutor typed in and opens their page', async () => {
    const created = storedMinor({ id: 31, '@id': '/api/beneficiaries/31', tutor: null });
    const calls = mockApi([
      ...GEOGRAPHY,
      listRoute([]),
      { method: 'POST', path: 'beneficiaries', status: 201, body: created },
      itemRoute(created),
    ]);
    const user = userEvent.setup({ delay: null });
    await openCreate();
    await fillPerson(yearsAgo(10));
    await user.click(screen.getByRole('checkbox', { name: 'Sensorial' }));
    await fill(/^Notas/, 'Le gusta el fútbol.');
    await fill(/^Nombre del tutor/, 'Antonio');
    await fill(/^Apellidos del tutor/, 'Ruiz Peña');
    await fill(/^Correo electrónico del tutor/, 'antonio@example.org');
    await fill(/^Teléfono del tutor/, '+34 699111222');
    await fill(/^Dirección del tutor/, 'Calle Carretería 8');
    await choose(/^Parentesco/, 'father');
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/beneficiary/31'));
    expect(await screen.findByText('Persona beneficiaria dada de alta')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Hugo',
      surname: 'Ruiz Jiménez',
      sex: 'male',
      birthday: yearsAgo(10),
      disability: ['sensory'],
      notes: 'Le gusta el fútbol.',
      email: null,
      identification: null,
      addressCountry: '/api/countries/724',
      tutor: null,
      tutorName: 'Antonio',
      tutorPhone: '+34 699111222',
      relation: 'father',
    });
  });
});
