import { resetPasswordSchema } from '../../domain';
import { addDomainTranslations, addTranslations } from '../../i18n';
import { useSessionStore } from '../../session/session-store';
import { ApiError } from '../api-error';
import { apiPost } from '../api-post';
import { apiUpload } from '../api-upload';
import { useLoadingStore } from '../loading-store';
import { request } from '../request';
import { connectToaster } from '../show-toast';
import type { Toast } from '../show-toast';
import { installFetch, json } from '../../testing/fetch-mock';

// The toasts as a mounted toaster receives them.
const shown: Toast[] = [];
beforeAll(() => connectToaster((toast) => shown.push(toast)));
// Import errors name the field by its label, as in the intranet, which loads the `domain` texts.
beforeAll(() => addDomainTranslations());
const toasts = () => shown.map(({ message, variant }) => [message, variant]);

beforeEach(() => {
  shown.splice(0);
  useSessionStore.getState().clear();
});

describe('request wrapper', () => {
  it('counts loading while the call runs and returns its result', async () => {
    let seen = -1;
    const result = await request(async () => {
      seen = useLoadingStore.getState().pending;
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toBe(1);
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('shows the success message', async () => {
    await request(async () => ({ success: true }), { successMessage: 'api.success.user-activated' });
    expect(toasts()).toEqual([['Tu cuenta está activada. Ya puedes iniciar sesión', 'success']]);
  });

  it('pre-validates: violations become translated field errors and the call is skipped', async () => {
    const fn = jest.fn();
    const setFieldErrors = jest.fn();
    const result = await request(fn, {
      validation: { schema: resetPasswordSchema, data: { password: 'corta', repeatPassword: 'otra' } },
      setFieldErrors,
    });
    expect(result).toBeUndefined();
    expect(fn).not.toHaveBeenCalled();
    expect(setFieldErrors).toHaveBeenCalledWith({
      password: 'Este campo debe tener al menos 12 caracteres',
      repeatPassword: 'Las contraseñas no coinciden',
    });
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('runs the call when pre-validation passes', async () => {
    const password = 'Una-clave-larga-1';
    const result = await request(async () => 'ok', {
      validation: { schema: resetPasswordSchema, data: { password, repeatPassword: password } },
    });
    expect(result).toBe('ok');
  });
});

describe('error mapping (spec §8)', () => {
  it('maps violations to field errors with params and toasts the code', async () => {
    installFetch(() =>
      json(
        {
          status: 422,
          error: 'validation-failed',
          description: 'Los datos enviados no son válidos.',
          violations: [
            { propertyPath: 'password', message: 'field-max-length', params: { max: 64 } },
            { propertyPath: 'password', message: 'not-compromised-password' },
            { propertyPath: 'email', message: 'not-valid-email' },
          ],
        },
        422,
      ),
    );
    const setFieldErrors = jest.fn();
    let caught: ApiError | undefined;
    const result = await request(() => apiPost('users/reset-password', {}), {
      setFieldErrors,
      onError: (error) => {
        caught = error;
      },
    });
    expect(result).toBeUndefined();
    expect(caught?.fieldErrors).toEqual({
      password: ['api.error.field-max-length', 'api.error.not-compromised-password'],
      email: ['api.error.not-valid-email'],
    });
    expect(setFieldErrors).toHaveBeenCalledWith({
      password: 'Este campo no puede tener más de 64 caracteres',
      email: 'Introduce un correo electrónico válido',
    });
    expect(toasts()).toEqual([['Revisa los campos marcados', 'error']]);
  });

  it("says 'Ha ocurrido un error' without a code or violations", async () => {
    const error = new ApiError({ status: 500 });
    expect(error.message).toBe('Ha ocurrido un error');
    expect(error.fieldErrors).toEqual({});
    await request(async () => {
      throw new Error('Failed to fetch');
    });
    expect(toasts()).toEqual([['Ha ocurrido un error', 'error']]);
  });

  it('toasts the translated code, with dots removed', async () => {
    installFetch(() => json({ status: 401, error: 'invalid-credentials' }, 401));
    await request(() => apiPost('login_check', {}));
    addTranslations('common', {
      es: { api: { error: { 'volunteernot-validated': 'Sin puntos' } } },
      en: {},
      ca: {},
    });
    await request(async () => {
      throw new ApiError({ status: 409, code: 'volunteer.not-validated' });
    });
    expect(toasts()).toEqual([
      ['El correo electrónico o la contraseña no son correctos', 'error'],
      ['Sin puntos', 'error'],
    ]);
  });

  it('lets a form show its own message when someone else changed the record (412), and toasts it otherwise', async () => {
    const changed = () =>
      request(async () => {
        throw new ApiError({ status: 412, code: 'resource-changed' });
      }, options);
    let options: { onResourceChanged?: () => void } = { onResourceChanged: jest.fn() };
    await expect(changed()).resolves.toBeUndefined();
    expect(options.onResourceChanged).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
    options = {};
    await changed();
    expect(toasts()).toEqual([
      [
        'Otra persona ha cambiado este registro mientras lo editabas. Recarga para ver sus cambios; lo que has escrito aquí se perderá.',
        'error',
      ],
    ]);
  });

  it('falls back to the description for an unknown code', async () => {
    await request(async () => {
      throw new ApiError({ status: 400, code: 'something-new', description: 'Algo nuevo ha fallado' });
    });
    expect(toasts()).toEqual([['Algo nuevo ha fallado', 'error']]);
  });

  it('shows the file-error message for a success-flag body with one error', async () => {
    useSessionStore.setState({ token: 'jwt', lastLoginAt: Date.now() });
    installFetch(() => json({ success: false, error: 'invalid-headers' }, 400));
    await request(() => apiUpload('imports/volunteers', new Blob(['x'])));
    installFetch(() => json({ success: false, error: 'invalid-file-type' }));
    await request(() => apiUpload('imports/volunteers', new Blob(['x'])));
    expect(toasts()).toEqual([
      ['Las cabeceras del archivo no coinciden con la plantilla', 'error'],
      ['El archivo debe ser un CSV', 'error'],
    ]);
  });

  it('shows one toast per string error', async () => {
    await request(async () => ({ success: false, errors: ['no-file-selected', 'Texto libre del servidor'] }));
    expect(toasts()).toEqual([
      ['No has seleccionado ningún archivo', 'error'],
      ['Texto libre del servidor', 'error'],
    ]);
  });

  it('joins import errors into one multi-line toast', async () => {
    const errors = [
      [
        { line: 2, field: 'email', message: 'not-valid-email' },
        { line: 2, field: 'phoneMobile', message: 'field-not-blank' },
      ],
      [{ line: 5, field: 'dni', message: 'Documento repetido' }],
    ];
    await request(async () => ({ success: false, errors }));
    expect(toasts()).toEqual([
      [
        [
          'Línea 2, campo Correo electrónico: Introduce un correo electrónico válido',
          'Línea 2, campo Teléfono móvil: Este campo no puede estar vacío',
          'Línea 5, campo dni: Documento repetido',
        ].join('\n'),
        'error',
      ],
    ]);
  });

  it('reads import errors keyed by file, also from a failed response', async () => {
    installFetch(() =>
      json(
        {
          success: false,
          errors: { file: [[{ line: 3, field: 'name', message: 'field-not-valid-regex' }]] },
        },
        422,
      ),
    );
    await request(() => apiPost('imports/partners', {}));
    expect(toasts()).toEqual([['Línea 3, campo Nombre: El formato de este campo no es válido', 'error']]);
  });

  it('shows the file-error message for an errors object with an error key', async () => {
    await request(async () => ({ success: false, errors: { error: 'email-duplicate-generic' } }));
    expect(toasts()).toEqual([['Hay correos electrónicos repetidos en el archivo', 'error']]);
  });

  it('treats a successful result body as success', async () => {
    const result = await request(async () => ({ success: true, message: 'user-activated' }), {
      successMessage: 'api.success.user-activated',
    });
    expect(result).toEqual({ success: true, message: 'user-activated' });
    expect(toasts()).toEqual([['Tu cuenta está activada. Ya puedes iniciar sesión', 'success']]);
  });
});
