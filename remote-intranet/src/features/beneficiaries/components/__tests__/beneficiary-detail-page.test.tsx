import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@enlace/shared/domain';
import { choose, control, fill } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { itemRoute, listRoute, storedAdult, storedMinor, yearsAgo } from './beneficiary-fixtures';

const NAME = /^Nombre\s*\*?$/;
const SURNAME = /^Apellidos\s*\*?$/;

const tutoredAdult = () =>
  storedAdult({
    tutoredPersons: [
      {
        '@id': '/api/beneficiaries/9',
        '@type': 'Beneficiary',
        id: 9,
        name: 'Hugo',
        surname: 'Ruiz Jiménez',
        birthday: yearsAgo(10),
        ageGroup: 'minor',
      },
    ],
  });

async function openAdult() {
  renderIntranet('/intranet/beneficiary/5');
  return screen.findByRole('heading', { name: 'Rosa Jiménez Ibáñez', level: 1 });
}

describe('BeneficiaryDetailPage', () => {
  it('shows an adult’s fields and their tutored persons, each linked to their page', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY, listRoute([]), itemRoute(tutoredAdult())]);
    await openAdult();

    expect(control(NAME)).toHaveValue('Rosa');
    expect(control(/^Notas/)).toHaveValue('Acude los martes al taller de empleo.');
    expect(screen.getByRole('checkbox', { name: 'Sensorial' })).toBeChecked();
    expect(screen.getByRole('status', { name: /^Grupo de edad/ })).toHaveTextContent('Adulto');
    const tutored = screen.getByRole('region', { name: 'Personas tuteladas' });
    expect(within(tutored).getByRole('link', { name: 'Hugo Ruiz Jiménez' })).toHaveAttribute(
      'href',
      '/intranet/beneficiary/9',
    );
    expect(
      within(tutored).getByRole('link', { name: 'Añadir persona tutelada por Rosa Jiménez Ibáñez' }),
    ).toHaveAttribute('href', '/intranet/beneficiary/create?tutor=5');
    // An adult without tutor data: the tutor section waits to be asked for.
    expect(screen.queryByRole('group', { name: 'Tutor o tutora' })).not.toBeInTheDocument();
  });

  it('adds a tutored person from the adult’s page: the tutor data comes from the adult', async () => {
    signInAs('employee');
    const created = storedMinor({ id: 31, '@id': '/api/beneficiaries/31', name: 'Lola' });
    const calls = mockApi([
      ...GEOGRAPHY,
      listRoute([storedAdult()]),
      itemRoute(storedAdult()),
      { method: 'POST', path: 'beneficiaries', status: 201, body: created },
      itemRoute(created),
    ]);
    const user = userEvent.setup({ delay: null });
    await openAdult();
    await user.click(screen.getByRole('link', { name: /Añadir persona tutelada/ }));

    expect(
      await screen.findByRole('heading', {
        name: 'Nueva persona tutelada por Rosa Jiménez Ibáñez',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/beneficiary/create?tutor=5');
    // The tutor comes first, filled from the adult and linked to her, and is required.
    const tutor = screen.getByRole('group', { name: 'Tutor o tutora' });
    await waitFor(() =>
      expect(control(/^Tutor \(persona beneficiaria adulta\)/)).toHaveValue('/api/beneficiaries/5'),
    );
    expect(control(/^Nombre del tutor/)).toHaveValue('Rosa');
    expect(control(/^Nombre del tutor/)).toBeDisabled();
    expect(control(/^Apellidos del tutor/)).toHaveValue('Jiménez Ibáñez');
    expect(control(/^Correo electrónico del tutor/)).toHaveValue('rosa@example.org');
    expect(control(/^Teléfono del tutor/)).toHaveValue('+34 612345678');
    expect(control(/^Dirección del tutor/)).toHaveValue('Calle Mármoles 12');
    expect(
      within(tutor).getByRole('link', { name: 'Ver la ficha de Rosa Jiménez Ibáñez' }),
    ).toBeInTheDocument();
    expect(control(/^Parentesco/)).toBeRequired();
    expect(
      screen.getByText(
        /^Rosa Jiménez Ibáñez figura como tutor o tutora: sus datos y su dirección ya están rellenados/,
      ),
    ).toBeInTheDocument();
    // The family's address too.
    expect(control(/^Dirección\s*\*?$/)).toHaveValue('Calle Mármoles 12');

    await fill(NAME, 'Lola');
    await fill(SURNAME, 'Ruiz Jiménez');
    await choose(/^Sexo/, 'female');
    await fill(/^Fecha de nacimiento/, yearsAgo(7));
    await choose(/^Parentesco/, 'mother');
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/beneficiary/31'));
    expect(await screen.findByText('Persona tutelada añadida')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Lola',
      birthday: yearsAgo(7),
      tutor: '/api/beneficiaries/5',
      tutorName: 'Rosa',
      tutorSurname: 'Jiménez Ibáñez',
      tutorEmail: 'rosa@example.org',
      tutorPhone: '+34 612345678',
      tutorAddress: 'Calle Mármoles 12',
      relation: 'mother',
      address: 'Calle Mármoles 12',
    });
  });

  it('links a minor to an adult chosen from the searchable select, filling the tutor data', async () => {
    signInAs('employee');
    const other = storedAdult({
      '@id': '/api/beneficiaries/7',
      id: 7,
      name: 'Pablo',
      surname: 'Gómez Sanz',
      email: null,
      phoneMobile: null,
      phonePrefix: '+34',
      phone: '952000111',
      address: 'Calle Granada 3',
    });
    const calls = mockApi([
      ...GEOGRAPHY,
      itemRoute(storedMinor()),
      itemRoute(storedAdult()),
      itemRoute(other),
      listRoute([storedAdult(), other]),
      {
        method: 'PATCH',
        path: 'beneficiaries/9',
        answer: () => ({ body: storedMinor({ tutor: other['@id'], tutorName: 'Pablo' }) }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/beneficiary/9');
    await screen.findByRole('heading', { name: 'Hugo Ruiz Jiménez', level: 1 });
    // A minor tutors nobody.
    expect(screen.queryByRole('region', { name: 'Personas tuteladas' })).not.toBeInTheDocument();

    await fill(/^Buscar entre las personas beneficiarias adultas/, 'gómez');
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'beneficiaries' && call.query.get('q') === 'gómez')).toBe(
        true,
      ),
    );
    expect(calls.find((call) => call.query.get('q') === 'gómez')?.query.get('ageGroup')).toBe('adult');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Gómez Sanz, Pablo' })).toBeInTheDocument(),
    );
    await choose(/^Tutor \(persona beneficiaria adulta\)/, '/api/beneficiaries/7');

    await waitFor(() => expect(control(/^Nombre del tutor/)).toHaveValue('Pablo'));
    expect(control(/^Teléfono del tutor/)).toHaveValue('+34 952000111');
    expect(control(/^Dirección del tutor/)).toHaveValue('Calle Granada 3');
    // Pablo has no email: the one on record stays, and can be changed.
    expect(control(/^Correo electrónico del tutor/)).toHaveValue('rosa@example.org');
    expect(control(/^Correo electrónico del tutor/)).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Persona beneficiaria actualizada')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      tutor: '/api/beneficiaries/7',
      tutorName: 'Pablo',
      relation: 'mother',
    });
  });

  it('asks an administrator for the reason, deletes, and goes back to the list', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      listRoute([]),
      itemRoute(storedAdult()),
      { method: 'DELETE', path: 'beneficiaries/5', status: 204 },
    ]);
    const user = userEvent.setup({ delay: null });
    await openAdult();

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar a Rosa Jiménez Ibáñez' });
    const reason = within(dialog).getByRole('combobox', { name: /Motivo/ });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Este campo no puede estar vacío'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.selectOptions(reason, 'user_request');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/beneficiary$/),
    );
    expect(await screen.findByText('Persona beneficiaria eliminada')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: 'beneficiaries/5',
      body: { reason: 'user_request' },
    });
  });

  it.each<[string, StaffRole[]]>([
    ['an employee', ['employee']],
    ['a coordinator', ['employee', 'coordinator']],
  ])('gives %s no delete action, but the form to edit', async (_who, roles) => {
    signInAs(...roles);
    mockApi([...GEOGRAPHY, listRoute([]), itemRoute(storedAdult())]);
    await openAdult();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('says which tutor details the adult’s record could not fill, instead of claiming they are all there', async () => {
    signInAs('employee');
    const adult = storedAdult({ email: null, phoneMobile: null, phonePrefixMobile: null, address: null });
    mockApi([...GEOGRAPHY, listRoute([adult]), itemRoute(adult)]);
    renderIntranet('/intranet/beneficiary/create?tutor=5');
    expect(
      await screen.findByText(
        'Rosa Jiménez Ibáñez figura como tutor o tutora: hemos rellenado lo que consta en su ficha, pero faltan su correo electrónico, teléfono y dirección. Complétalos si los conoces e indica la fecha de nacimiento y el parentesco.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ya están rellenados/)).not.toBeInTheDocument();
    expect(control(/^Correo electrónico del tutor/)).toHaveValue('');
  });

  it('answers another organisation’s or an unknown beneficiary with the area’s 404 page', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([...GEOGRAPHY]);
    renderIntranet('/intranet/beneficiary/5');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('answers "add a tutored person" of an unknown adult with the 404 page', async () => {
    signInAs('employee');
    mockApi([...GEOGRAPHY]);
    renderIntranet('/intranet/beneficiary/create?tutor=404');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
