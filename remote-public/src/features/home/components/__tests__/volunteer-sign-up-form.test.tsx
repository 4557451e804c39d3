import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { GEOGRAPHY, mockApi, validationFailed } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';
import { tenantConfig } from '../../../../testing/tenant-config';

const config = tenantConfig({
  company_name: 'Fundación Demo',
  copies: { volunteer_form_title: 'Únete a nuestro voluntariado' },
});

const form = () => screen.getByRole('form', { name: 'Alta de voluntariado' });

/** The home page; its sign-up form loads on its own. */
async function openHome() {
  renderApp('/');
  await screen.findByRole('form', { name: 'Alta de voluntariado' });
}
const control = (label: RegExp) => within(form()).getByLabelText(label);

async function fillAdult(user: ReturnType<typeof userEvent.setup>, birthday = '1995-04-02') {
  await user.type(control(/^Nombre/), 'Irene');
  await user.type(control(/^Apellidos/), 'Campos Vela');
  await user.type(control(/^Correo electrónico/), 'irene@example.org');
  await user.type(control(/^Teléfono móvil/), '612345678');
  await user.type(control(/^Fecha de nacimiento/), birthday);
}

beforeEach(async () => {
  await i18n.changeLanguage('es');
  useTenantStore.setState({ config });
});

describe('VolunteerSignUpForm on the home page', () => {
  it('checks the fields and the privacy policy before sending anything', async () => {
    const calls = mockApi(GEOGRAPHY);
    const user = userEvent.setup({ delay: null });
    await openHome();
    expect(
      screen.getByRole('heading', { name: 'Únete a nuestro voluntariado', level: 2 }),
    ).toBeInTheDocument();
    await user.type(control(/^Correo electrónico/), 'irene@');
    await user.click(within(form()).getByRole('button', { name: 'Quiero ser voluntario/a' }));

    await waitFor(() => expect(control(/^Nombre/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Introduce un correo electrónico válido',
    );
    expect(
      within(form()).getByText('Tienes que aceptar la política de privacidad para continuar'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('signs the person up and says where the activation email went', async () => {
    const calls = mockApi([
      ...GEOGRAPHY,
      {
        method: 'POST',
        path: 'volunteers/register',
        status: 201,
        body: { success: true, message: 'volunteer-registered' },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openHome();
    await fillAdult(user);
    expect(within(form()).queryByLabelText(/^Nombre del tutor/)).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('checkbox', { name: /acepto la/ }));
    await user.click(within(form()).getByRole('button', { name: 'Quiero ser voluntario/a' }));

    expect(await screen.findByText('¡Gracias por unirte!')).toBeInTheDocument();
    expect(screen.getByText(/Te hemos enviado un correo a irene@example.org/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Irene',
      surname: 'Campos Vela',
      email: 'irene@example.org',
      phonePrefixMobile: '+34',
      phoneMobile: '612345678',
      birthday: '1995-04-02',
      acceptPrivacy: true,
    });
  });

  it('asks a minor for the tutor', async () => {
    mockApi(GEOGRAPHY);
    const user = userEvent.setup({ delay: null });
    await openHome();
    await fillAdult(user, `${new Date().getFullYear() - 15}-03-01`);
    await user.click(within(form()).getByRole('button', { name: 'Quiero ser voluntario/a' }));
    await waitFor(() => expect(control(/^Nombre del tutor/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form()).getByText(/Eres menor de edad/)).toBeInTheDocument();
  });

  it('shows an email already registered at the email field', async () => {
    mockApi([
      ...GEOGRAPHY,
      {
        method: 'POST',
        path: 'volunteers/register',
        ...validationFailed([{ propertyPath: 'email', message: 'email-already-exists' }]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await openHome();
    await fillAdult(user);
    await user.click(within(form()).getByRole('checkbox', { name: /acepto la/ }));
    await user.click(within(form()).getByRole('button', { name: 'Quiero ser voluntario/a' }));
    await waitFor(() => expect(control(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('¡Gracias por unirte!')).not.toBeInTheDocument();
  });
});
