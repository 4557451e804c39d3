import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, control, fill } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { PARTNER_OPTIONS, storedContactPartner } from './contact-partner-fixtures';

const submit = () => screen.getByRole('button', { name: 'Dar de alta y enviar la invitación' });

async function openCreate(path = '/intranet/contact-partner/create') {
  renderIntranet(path);
  await screen.findByRole('heading', { name: 'Nueva persona de contacto', level: 1 });
  await waitFor(() =>
    expect(screen.getByRole('option', { name: 'Cooperativa Digital Sur' })).toBeInTheDocument(),
  );
}

async function fillPerson(email = 'tomas@mardeletras.example.org') {
  const user = userEvent.setup({ delay: null });
  await fill(/^Cargo/, 'Tesorero');
  await fill(/^Nombre/, 'Tomás');
  await fill(/^Apellidos/, 'Ruiz Prieto');
  await fill(/^Correo electrónico/, email);
  await fill(/^Teléfono móvil/, '623456789');
  return user;
}

const created = storedContactPartner({
  '@id': '/api/contact_partners/41',
  id: 41,
  name: 'Tomás',
  surname: 'Ruiz Prieto',
  email: 'tomas@mardeletras.example.org',
  accessStatus: 'no-access',
});

beforeEach(() => signInAs('employee'));

describe('ContactPartnerCreatePage', () => {
  it('presets the partner it was opened from, says the invitation went out and goes back to the partner', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      PARTNER_OPTIONS,
      { method: 'POST', path: 'contact_partners', status: 201, body: created },
    ]);
    await openCreate('/intranet/contact-partner/create?partner=12');
    expect(control(/^Entidad colaboradora/)).toHaveValue('/api/partners/12');
    expect(screen.getByRole('link', { name: 'Volver a la entidad' })).toHaveAttribute(
      'href',
      '/intranet/partner/12',
    );

    const user = await fillPerson();
    await user.click(submit());

    expect(
      await screen.findByText(
        'Persona de contacto creada. Le hemos enviado un correo electrónico para activar su cuenta.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/partner\/12$/),
    );
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      partner: '/api/partners/12',
      jobTitle: 'Tesorero',
      name: 'Tomás',
      surname: 'Ruiz Prieto',
      email: 'tomas@mardeletras.example.org',
      phonePrefixMobile: '+34',
      phoneMobile: '623456789',
      addressCountry: null,
      identification: null,
    });
  });

  it('shows a preset partner beyond the first page of options by fetching it', async () => {
    mockApi([
      ...GEOGRAPHY,
      PARTNER_OPTIONS,
      {
        method: 'GET',
        path: 'partners/77',
        body: { '@id': '/api/partners/77', '@type': 'Partner', id: 77, name: 'Fundación Lejana' },
      },
    ]);
    await openCreate('/intranet/contact-partner/create?partner=77');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fundación Lejana' })).toBeInTheDocument());
    expect(control(/^Entidad colaboradora/)).toHaveValue('/api/partners/77');
  });

  it('asks for the partner and the required fields before sending anything', async () => {
    const calls = mockApi([...GEOGRAPHY, PARTNER_OPTIONS]);
    await openCreate();
    const user = userEvent.setup({ delay: null });

    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Entidad colaboradora/)).toHaveAccessibleDescription('Este campo no puede estar vacío'),
    );
    expect(control(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    expect(control(/^Teléfono móvil/)).toHaveAttribute('aria-invalid', 'true');
    // The address is optional for contact persons.
    expect(control(/^Municipio/)).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows an email that already exists at the email field', async () => {
    const refused: MockRoute = {
      method: 'POST',
      path: 'contact_partners',
      ...validationFailed([{ propertyPath: 'email', message: 'email-already-exists' }]),
    };
    mockApi([...GEOGRAPHY, PARTNER_OPTIONS, refused]);
    await openCreate();
    await choose(/^Entidad colaboradora/, '/api/partners/13');
    const user = await fillPerson('voluntaria@demo.example.org');

    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
        'Ya existe una cuenta con este correo electrónico',
      ),
    );
    expect(control(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/contact-partner\/create$/);
  });

  it('opens the new person’s page when no partner was preset', async () => {
    mockApi([
      ...GEOGRAPHY,
      PARTNER_OPTIONS,
      { method: 'POST', path: 'contact_partners', status: 201, body: created },
      { method: 'GET', path: 'contact_partners/41', body: created },
    ]);
    await openCreate();
    await choose(/^Entidad colaboradora/, '/api/partners/12');
    const user = await fillPerson();
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/contact-partner\/41$/),
    );
  });
});
