import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ownProfileSchema, type OwnProfile } from '../../domain';
import { changeLanguage } from '../../i18n';
import { useSessionStore } from '../../session';
import { mockApi, type MockRoute, validationFailed } from '../../testing';
import { renderWithProviders } from '../../testing/render-with-providers';
import { validPerson } from '../../testing/valid-person';
import { TextField } from '../../ui';
import {
  OwnProfileSections,
  toOwnPersonFormValues,
  type OwnProfileForm,
  type PersonWithDisabilityFormValues,
} from '../index';

// Chakra's styling engine makes jsdom renders slow.
jest.setTimeout(30_000);

// What every area's "Mi perfil" shares: the save of the person's own fields and the password. Each area's page test
// covers its own form and section.

const PROFILE = {
  ...validPerson,
  '@id': '/api/me',
  '@type': 'Me',
  id: 7,
  phonePrefix: null,
  phone: null,
  postalCode: '29005',
  disability: [],
} as unknown as OwnProfile;

type Values = PersonWithDisabilityFormValues;

/** A form of two of the person fields, enough to save. */
function NameAndPhoneForm(props: {
  initialValues: Values;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
}) {
  return (
    <Formik {...props}>
      <Form>
        <TextField name="name" label="Nombre" />
        <TextField name="phone" label="Teléfono fijo" />
        <button type="submit">Guardar</button>
      </Form>
    </Formik>
  );
}

const FORM: OwnProfileForm<Values> = {
  component: NameAndPhoneForm,
  toValues: toOwnPersonFormValues,
  schema: ownProfileSchema,
};

const HOME: MockRoute = {
  method: 'GET',
  path: 'home',
  body: {
    id: 7,
    name: 'Lucía',
    surnames: 'Núñez Peña',
    email: validPerson.email,
    profile: 'employee',
    roles: ['user', 'employee'],
    available_profiles: ['employee'],
    validated: true,
  },
};

const control = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

const setValue = async (label: RegExp, value: string) =>
  act(async () => {
    fireEvent.change(control(label), { target: { value } });
  });

const renderSections = () =>
  renderWithProviders(
    <OwnProfileSections
      profile={{ state: 'ready', data: PROFILE, reload: jest.fn(), replace: jest.fn() }}
      form={FORM}
      intro="Tus datos"
      areaSection={<p>La sección del área</p>}
    />,
  );

beforeEach(async () => {
  await changeLanguage('es');
  useSessionStore.setState({ token: 'jwt', user: HOME.body as never });
});

afterEach(() => useSessionStore.getState().clear());

describe('OwnProfileSections', () => {
  it('saves the person’s own fields as a merge patch: empty text as null, the email left out', async () => {
    const calls = mockApi([
      HOME,
      {
        method: 'PATCH',
        path: 'me',
        answer: (call) => ({ body: { ...PROFILE, ...(call.body as object) } }),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderSections();
    expect(screen.getByText('La sección del área')).toBeInTheDocument();
    await setValue(/^Nombre/, 'Lucía María');
    await setValue(/^Teléfono fijo/, '');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.method === 'PATCH')?.body;
    expect(body).toMatchObject({ name: 'Lucía María', phone: null, postalCode: '29005', disability: [] });
    expect(body).not.toHaveProperty('email');
  });

  it('changes the password with the current one, never sending the repetition', async () => {
    const session = {
      token: 'new-token',
      refresh_token: 'new-refresh',
      refresh_token_expiration: 2_000_000_000,
    };
    const calls = mockApi([{ method: 'PATCH', path: 'me', body: { ...PROFILE, session } }]);
    const user = userEvent.setup({ delay: null });
    renderSections();
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    await waitFor(() =>
      expect(control(/^Contraseña actual/)).toHaveAccessibleDescription('Este campo no puede estar vacío'),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await setValue(/^Contraseña actual/, 'Enlace-demo-2026');
    await setValue(/^Contraseña nueva/, 'Otra-clave-segura-2026');
    await setValue(/^Repite la contraseña nueva/, 'Otra-clave-segura-2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));

    await waitFor(() => expect(control(/^Contraseña actual/)).toHaveValue(''));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      currentPassword: 'Enlace-demo-2026',
      password: 'Otra-clave-segura-2026',
    });
    // Every other session ended with the change: this device keeps the new one.
    expect(useSessionStore.getState()).toMatchObject({ token: 'new-token', refreshToken: 'new-refresh' });
  });

  it('shows a wrong current password at its field', async () => {
    mockApi([
      {
        method: 'PATCH',
        path: 'me',
        ...validationFailed([{ propertyPath: 'currentPassword', message: 'current-password-not-valid' }]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderSections();
    await setValue(/^Contraseña actual/, 'no-es-esta');
    await setValue(/^Contraseña nueva/, 'Otra-clave-segura-2026');
    await setValue(/^Repite la contraseña nueva/, 'Otra-clave-segura-2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    await waitFor(() => expect(control(/^Contraseña actual/)).toHaveAttribute('aria-invalid', 'true'));
    expect(control(/^Contraseña nueva/)).not.toHaveAttribute('aria-invalid');
  });
});
