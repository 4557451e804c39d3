import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { loginSchema } from '../../domain';
import { useLoadingStore } from '../../api/loading-store';
import { changeLanguage } from '../../i18n';
import { registerLogoutHandler } from '../../session/register-logout-handler';
import { useSessionStore } from '../../session/session-store';
import { useTenantStore } from '../../session/tenant-store';
import {
  AreaLayout,
  ConfirmDialog,
  ErrorState,
  LoadingIndicator,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  formikValidator,
} from '../index';
import { renderWithProviders } from '../../testing/render-with-providers';

// Chakra's styling engine makes jsdom renders slow; typing runs formik validation per key.
jest.setTimeout(30_000);

afterEach(async () => {
  await act(() => changeLanguage('es'));
});

describe('form fields', () => {
  const validate = formikValidator(loginSchema);

  it('show translated validation errors after submit and submit valid values', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    renderWithProviders(
      <Formik initialValues={{ email: '', password: '' }} validate={validate} onSubmit={onSubmit}>
        <Form noValidate>
          <TextField name="email" label="Correo" type="email" required />
          <PasswordField name="password" label="Contraseña" required />
          <SubmitButton>Entrar</SubmitButton>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Este campo no puede estar vacío')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    // Each error is tied to its input, so that a screen reader reads it with the field.
    for (const input of [
      screen.getByLabelText(/Correo/),
      screen.getByLabelText(/Contraseña/, { selector: 'input' }),
    ]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Este campo no puede estar vacío');
    }

    await user.type(screen.getByLabelText(/Correo/), 'ana@example.org');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'ana@example.org', password: 'secreta' });
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <Formik initialValues={{ password: 'x' }} onSubmit={jest.fn()}>
        <PasswordField name="password" label="Contraseña" />
      </Formik>,
    );
    const input = screen.getByLabelText('Contraseña', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('loads select options asynchronously', async () => {
    const loadOptions = jest.fn(async () => [{ value: 'national', label: 'DNI' }]);
    renderWithProviders(
      <Formik initialValues={{ identificationType: '' }} onSubmit={jest.fn()}>
        <SelectField name="identificationType" label="Documento" loadOptions={loadOptions} />
      </Formik>,
    );
    expect(await screen.findByRole('option', { name: 'DNI' })).toBeInTheDocument();
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('describe a select by its hint, and by its error once it has one', () => {
    renderWithProviders(
      <Formik
        initialValues={{ sex: '', identificationType: '' }}
        initialErrors={{ identificationType: 'Elige un tipo de documento' }}
        initialTouched={{ identificationType: true }}
        onSubmit={jest.fn()}
      >
        <>
          <SelectField name="sex" label="Sexo" helperText="Como figure en tu documento" options={[]} />
          <SelectField
            name="identificationType"
            label="Documento"
            helperText="Como figure en tu documento"
            options={[{ value: 'national', label: 'DNI' }]}
          />
        </>
      </Formik>,
    );
    const sex = screen.getByRole('combobox', { name: 'Sexo' });
    expect(sex).not.toHaveAttribute('aria-invalid');
    expect(sex).toHaveAccessibleDescription('Como figure en tu documento');
    const document = screen.getByRole('combobox', { name: 'Documento' });
    expect(document).toHaveAttribute('aria-invalid', 'true');
    expect(document).toHaveAccessibleDescription('Elige un tipo de documento');
  });
});

describe('LoadingIndicator', () => {
  it('is announced while requests are pending', () => {
    renderWithProviders(<LoadingIndicator />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => useLoadingStore.getState().start());
    expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('Cargando…'))).toBe(true);
    act(() => useLoadingStore.getState().stop());
  });
});

describe('AreaLayout', () => {
  it('shows the logo, the initials and name, and logs out', async () => {
    const user = userEvent.setup({ delay: null });
    useTenantStore.setState({
      config: {
        primary_color: '#0f766e',
        company_name: 'Fundación Demo',
        foundation_name: 'Fundación Enlace',
        web_url: null,
        assets: {
          folder: 'demo',
          logo_dark: 'logo_dark.webp',
          logo_light: null,
          hero_img: null,
          volunteer_form_img: null,
          favicon: null,
        },
        copies: {} as never,
      },
      imageVersion: '5',
    });
    useSessionStore.setState({
      token: 'jwt',
      user: {
        id: 1,
        name: 'Alicia',
        surnames: 'Martín Ruiz',
        email: 'admin@demo.example.org',
        profile: 'employee',
        roles: ['user', 'employee', 'employee-admin'],
        available_profiles: ['employee'],
        validated: true,
      },
    });
    const onLogout = jest.fn();
    const unregister = registerLogoutHandler(onLogout);
    renderWithProviders(
      <AreaLayout title="Inicio" description="Intranet de Fundación Demo">
        contenido
      </AreaLayout>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    // The page's title with the organisation's, its description, and no indexing of a signed-in area.
    expect(document.title).toBe('Inicio · Fundación Demo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Intranet de Fundación Demo',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByAltText('Logotipo de Fundación Demo')).toHaveAttribute(
      'src',
      '/cdn/demo/logo_dark.webp?v=5',
    );
    expect(screen.getByText('AM')).toBeInTheDocument();
    expect(screen.getByText('Alicia Martín Ruiz')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBeNull();
    unregister();
  });

  it('starts with a skip link that moves the focus to the page content', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <AreaLayout title="Inicio" description="Intranet">
        <button type="button">Dentro</button>
      </AreaLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab continues inside the content, past the header.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dentro' })).toHaveFocus();
  });
});

describe('ErrorState and ConfirmDialog', () => {
  it('offers a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo ha fallado');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('confirms and cancels', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<ConfirmDialog open title="¿Eliminar?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('¿Eliminar?');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
