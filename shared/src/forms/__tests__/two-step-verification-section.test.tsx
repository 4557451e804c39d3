import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../i18n';
import { useSessionStore } from '../../session';
import { mockApi, type MockRoute, validationFailed } from '../../testing';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TwoStepVerificationSection } from '../index';

// Chakra's styling engine makes jsdom renders slow.
jest.setTimeout(30_000);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ENROLMENT = {
  secret: SECRET,
  otpauthUri: `otpauth://totp/Demo:ana%40demo.example.org?secret=${SECRET}`,
  qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};
const CODES = Array.from({ length: 10 }, (_, index) => `ABC${index}-DEF${index}`);
const NEW_CODES = Array.from({ length: 10 }, (_, index) => `XYZ${index}-UVW${index}`);

const state = (enabled: boolean, required = false, recoveryCodesLeft = enabled ? 10 : 0) => ({
  '@id': '/api/me/mfa',
  '@type': 'TwoStepVerification',
  enabled,
  required,
  recoveryCodesLeft,
});

const wrongCode = validationFailed([{ propertyPath: 'code', message: 'mfa-code-not-valid' }]);

/** `GET /api/me/mfa` answering whatever `current` holds at the time of the call. */
const meMfa = (current: { value: ReturnType<typeof state> }): MockRoute => ({
  method: 'GET',
  path: 'me/mfa',
  answer: () => ({ body: current.value }),
});

const section = () => screen.getByRole('region', { name: 'Verificación en dos pasos' });

beforeEach(async () => {
  await changeLanguage('es');
  useSessionStore.setState({
    token: 'jwt',
    user: {
      id: 7,
      name: 'Ana',
      surnames: 'Pérez Gil',
      email: 'ana@demo.example.org',
      profile: 'volunteer',
      roles: ['user', 'volunteer'],
      available_profiles: ['volunteer'],
      validated: true,
    },
  });
});

afterEach(() => useSessionStore.getState().clear());

describe('TwoStepVerificationSection', () => {
  it('turns it on: QR code, secret in fours, a wrong first code refused at the field, then the recovery codes', async () => {
    const current = { value: state(false) };
    const calls = mockApi([
      meMfa(current),
      { method: 'POST', path: 'me/mfa', body: ENROLMENT },
      {
        method: 'POST',
        path: 'me/mfa/confirmation',
        answer: (call) => {
          if ((call.body as { code: string }).code !== '123456') return wrongCode;
          current.value = state(true);
          return { body: { recoveryCodes: CODES } };
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TwoStepVerificationSection />);

    expect(await within(section()).findByText('Desactivada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar la verificación en dos pasos' }));

    const stepHeading = await screen.findByRole('heading', { name: 'Activar la verificación en dos pasos' });
    await waitFor(() => expect(stepHeading).toHaveFocus());
    expect(screen.getByRole('img', { name: /Código QR para añadir tu cuenta/ })).toHaveAttribute(
      'src',
      ENROLMENT.qrCode,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText(/Google Authenticator, Microsoft Authenticator o FreeOTP/)).toBeInTheDocument();
    // No recovery codes exist yet: the first code must come from the app.
    expect(screen.queryByRole('button', { name: 'Usar un código de recuperación' })).not.toBeInTheDocument();

    const code = screen.getByLabelText(/^Código de verificación/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleErrorMessage(
        'El código no es correcto o ya se ha usado: escribe el que muestra ahora la aplicación',
      ),
    );

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));

    const codesHeading = await screen.findByRole('heading', { name: 'Guarda tus códigos de recuperación' });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Tus códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls.filter((call) => call.path === 'me/mfa/confirmation').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);

    // Going on needs the box ticked.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const saved = screen.getByRole('checkbox', { name: 'He guardado los códigos en un lugar seguro' });
    expect(saved).toHaveAccessibleDescription('Marca la casilla cuando los hayas guardado.');
    expect(saved).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeInTheDocument();
    await user.click(saved);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await within(section()).findByText('Activada')).toBeInTheDocument();
    expect(within(section()).getByText('Te quedan 10 códigos de recuperación.')).toBeInTheDocument();
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toHaveFocus(),
    );
  });

  it('downloads the codes as a text file and copies them', async () => {
    mockApi([
      { method: 'GET', path: 'me/mfa', body: state(true) },
      { method: 'POST', path: 'me/mfa/recovery-codes', body: { recoveryCodes: NEW_CODES } },
    ]);
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup({ delay: null });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<TwoStepVerificationSection />);

    await user.click(await screen.findByRole('button', { name: 'Generar códigos de recuperación nuevos' }));
    await user.type(screen.getByLabelText(/^Código de verificación/), '654321');
    await user.click(screen.getByRole('button', { name: 'Generar códigos nuevos' }));
    await screen.findByRole('heading', { name: 'Guarda tus códigos de recuperación' });

    await user.click(screen.getByRole('button', { name: 'Descargar (.txt)' }));
    expect(saved).toEqual(['codigos-de-recuperacion.txt']);
    clicked.mockRestore();
    const file = createObjectURL.mock.calls[0][0];
    expect(file.type).toMatch(/^text\/plain/);
    const text = await file.text();
    expect(text).toContain('ana@demo.example.org');
    for (const code of NEW_CODES) expect(text).toContain(code);

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Códigos copiados')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it('makes new recovery codes with a recovery code instead of the app', async () => {
    const calls = mockApi([
      { method: 'GET', path: 'me/mfa', body: state(true, false, 2) },
      { method: 'POST', path: 'me/mfa/recovery-codes', body: { recoveryCodes: NEW_CODES } },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TwoStepVerificationSection />);

    expect(
      await screen.findByText(
        'Te quedan 2 códigos de recuperación. Te quedan pocos: genera códigos nuevos antes de que se acaben.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generar códigos de recuperación nuevos' }));
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    const recovery = screen.getByLabelText(/^Código de recuperación/);
    expect(recovery).toHaveFocus();
    await user.type(recovery, 'ABC1-DEF1');
    await user.click(screen.getByRole('button', { name: 'Generar códigos nuevos' }));

    const list = await screen.findByRole('list', { name: 'Tus códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(calls.find((call) => call.path === 'me/mfa/recovery-codes')?.body).toEqual({
      recoveryCode: 'ABC1-DEF1',
    });
  });

  it('turns it off with a code of the app, and says so', async () => {
    const current = { value: state(true) };
    const calls = mockApi([
      meMfa(current),
      {
        method: 'DELETE',
        path: 'me/mfa',
        answer: () => {
          current.value = state(false);
          return { status: 204 };
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TwoStepVerificationSection />);

    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await user.type(screen.getByLabelText(/^Código de verificación/), '246810');
    await user.click(screen.getByRole('button', { name: 'Desactivar la verificación en dos pasos' }));

    expect(await screen.findByText('La verificación en dos pasos está desactivada')).toBeInTheDocument();
    expect(await within(section()).findByText('Desactivada')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: 'me/mfa',
      body: { code: '246810' },
    });
  });

  it('shows a wrong recovery code at its field, whatever property the API names', async () => {
    mockApi([
      { method: 'GET', path: 'me/mfa', body: state(true) },
      {
        method: 'DELETE',
        path: 'me/mfa',
        ...validationFailed([{ propertyPath: 'recoveryCode', message: 'mfa-code-not-valid' }]),
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TwoStepVerificationSection />);

    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    const recovery = screen.getByLabelText(/^Código de recuperación/);
    await user.type(recovery, 'NOPE-NOPE');
    await user.click(screen.getByRole('button', { name: 'Desactivar la verificación en dos pasos' }));
    await waitFor(() =>
      expect(recovery).toHaveAccessibleErrorMessage(/El código no es correcto o ya se ha usado/),
    );
    expect(within(section()).queryByText('Desactivada')).not.toBeInTheDocument();
  });

  it('does not offer to turn it off where it is compulsory, and says why', async () => {
    mockApi([{ method: 'GET', path: 'me/mfa', body: state(true, true) }]);
    renderWithProviders(<TwoStepVerificationSection />);

    expect(await within(section()).findByText('Obligatoria')).toBeInTheDocument();
    expect(within(section()).getByText('Activada')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu organización exige la verificación en dos pasos a las cuentas de administración, así que no se puede desactivar.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Generar códigos de recuperación nuevos' }),
    ).toBeInTheDocument();
  });

  it('cancels turning it on and goes back to the summary', async () => {
    mockApi([
      { method: 'GET', path: 'me/mfa', body: state(false) },
      { method: 'POST', path: 'me/mfa', body: ENROLMENT },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TwoStepVerificationSection />);

    await user.click(await screen.findByRole('button', { name: 'Activar la verificación en dos pasos' }));
    await screen.findByRole('img', { name: /Código QR/ });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('img', { name: /Código QR/ })).not.toBeInTheDocument();
    expect(within(section()).getByText('Desactivada')).toBeInTheDocument();
  });
});
