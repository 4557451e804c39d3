import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, loadLanguage } from '@enlace/shared/i18n';
import { mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

const CODE = 'codigo-de-prueba-123456';

const PARTICIPATION: MockRoute = {
  method: 'GET',
  path: `authorized-participation/${CODE}`,
  body: {
    kind: 'participant',
    childName: 'Lucía',
    childSurname: 'Gil Pardo',
    activityName: 'Cuentacuentos en la biblioteca',
    date: '2099-03-14',
    scheduleStart: '17:30',
    scheduleEnd: '19:00',
    address: 'Biblioteca del barrio, Calle Larios 5, Málaga',
    organisation: 'Fundación Demo',
    consented: false,
  },
};

const refusal = (method: 'GET' | 'POST', status: number, error: string): MockRoute => ({
  method,
  path: `authorized-participation/${CODE}`,
  status,
  body: { status, error, description: error },
});

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

describe('AuthorizedParticipationPage', () => {
  it('shows the child, the activity, where and when and the organisation, marked noindex', async () => {
    mockApi([PARTICIPATION]);
    renderApp(`/authorized-participation/${CODE}`);

    expect(await screen.findByText('Lucía Gil Pardo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Autorizar la participación' })).toBeInTheDocument();
    expect(screen.getByText('Cuentacuentos en la biblioteca')).toBeInTheDocument();
    expect(screen.getByText('sábado, 14 de marzo de 2099')).toBeInTheDocument();
    expect(screen.getByText('De 17:30 a 19:00')).toBeInTheDocument();
    expect(screen.getByText('Biblioteca del barrio, Calle Larios 5, Málaga')).toBeInTheDocument();
    expect(screen.getByText('Fundación Demo')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('records the authorisation and thanks the tutor', async () => {
    const calls = mockApi([
      PARTICIPATION,
      {
        method: 'POST',
        path: `authorized-participation/${CODE}`,
        body: { success: true, message: 'guardian-consent-confirmed' },
      },
    ]);
    renderApp(`/authorized-participation/${CODE}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Autorizar la participación' }));

    expect(await screen.findByText(/Hemos registrado tu autorización/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Autorizar la participación' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `authorized-participation/${CODE}`,
    ]);
  });

  it('says the authorisation was already given for a used code, without the button', async () => {
    mockApi([{ ...PARTICIPATION, body: { ...(PARTICIPATION.body as object), consented: true } }]);
    renderApp(`/authorized-participation/${CODE}`);
    expect(await screen.findByText(i18n.t('api.error.consent-already-given'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Autorizar la participación' })).toBeNull();
  });

  it('shows the used state when the code was used meanwhile (409 on authorising)', async () => {
    mockApi([PARTICIPATION, refusal('POST', 409, 'consent-already-given')]);
    renderApp(`/authorized-participation/${CODE}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Autorizar la participación' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Autorizar la participación' })).toBeNull(),
    );
    expect(screen.getAllByText(i18n.t('api.error.consent-already-given')).length).toBeGreaterThan(0);
  });

  it('lets the tutor decline with an optional reason, after saying what it means', async () => {
    const calls = mockApi([
      PARTICIPATION,
      {
        method: 'POST',
        path: `authorized-participation/${CODE}/decline`,
        body: { success: true, message: 'guardian-consent-declined' },
      },
    ]);
    renderApp(`/authorized-participation/${CODE}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'No autorizo' }));

    expect(
      screen.getByText(/Lucía no participará en esta sesión y no te lo volveremos a pedir/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Autorizar la participación' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Motivo (opcional)' }), 'Ese día tiene médico.');
    await user.click(screen.getByRole('button', { name: 'Confirmar que no autorizo' }));

    expect(
      await screen.findByText(/Hemos registrado tu respuesta: no das tu autorización\. Ya puedes/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Autorizar la participación' })).toBeNull();
    const post = calls.filter((call) => call.method === 'POST');
    expect(post.map((call) => call.path)).toEqual([`authorized-participation/${CODE}/decline`]);
    expect(post[0]?.body).toEqual({ reason: 'Ese día tiene médico.' });
  });

  it('sends no reason when none is typed, and goes back to both answers on request', async () => {
    const calls = mockApi([
      PARTICIPATION,
      {
        method: 'POST',
        path: `authorized-participation/${CODE}/decline`,
        body: { success: true, message: 'guardian-consent-declined' },
      },
    ]);
    renderApp(`/authorized-participation/${CODE}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'No autorizo' }));
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('button', { name: 'Autorizar la participación' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No autorizo' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar que no autorizo' }));
    await screen.findByText(/no das tu autorización\. Ya puedes cerrar esta página/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: null });
  });

  it('checks the reason’s length with the shared rule before sending', async () => {
    const calls = mockApi([PARTICIPATION]);
    renderApp(`/authorized-participation/${CODE}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'No autorizo' }));
    const reason = screen.getByRole('textbox', { name: 'Motivo (opcional)' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Confirmar que no autorizo' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('Este campo no puede tener más de 500 caracteres'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says the tutor declined already for a declined code, without any answer to give', async () => {
    mockApi([
      {
        ...PARTICIPATION,
        body: { ...(PARTICIPATION.body as object), declined: true, declinedAt: '2099-03-01T17:30:00.000Z' },
      },
    ]);
    renderApp(`/authorized-participation/${CODE}`);
    expect(
      await screen.findByText(
        'Indicaste el 1 de marzo de 2099 que no das tu autorización. La entidad lo tiene registrado.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Autorizar la participación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'No autorizo' })).toBeNull();
  });

  it('shows the declined state when authorising a code declined meanwhile (409 consent-declined)', async () => {
    mockApi([PARTICIPATION, refusal('POST', 409, 'consent-declined')]);
    renderApp(`/authorized-participation/${CODE}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Autorizar la participación' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Autorizar la participación' })).toBeNull(),
    );
    expect(screen.getAllByText(i18n.t('api.error.consent-declined')).length).toBeGreaterThan(0);
  });

  it('shows a clear page for an unknown or replaced code', async () => {
    mockApi([refusal('GET', 404, 'invalid-consent-code')]);
    renderApp(`/authorized-participation/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByText(i18n.t('api.error.invalid-consent-code'))).toBeInTheDocument();
  });

  it('shows a clear page for an expired code', async () => {
    mockApi([refusal('GET', 410, 'consent-code-expired')]);
    renderApp(`/authorized-participation/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace ha caducado' })).toBeInTheDocument();
    expect(screen.getByText(i18n.t('api.error.consent-code-expired'))).toBeInTheDocument();
  });

  it('offers to retry when the data could not be loaded', async () => {
    mockApi([refusal('GET', 500, 'internal-error')]);
    renderApp(`/authorized-participation/${CODE}`);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("asks for a minor volunteer's authorisation in English", async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    mockApi([
      {
        ...PARTICIPATION,
        body: {
          ...(PARTICIPATION.body as object),
          kind: 'volunteer',
          childName: 'Mario',
          childSurname: 'Sanz',
          activityName: null,
          date: null,
          scheduleStart: null,
          scheduleEnd: null,
          address: null,
        },
      },
    ]);
    renderApp(`/authorized-participation/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Authorise volunteering' })).toBeInTheDocument();
    expect(screen.getByText('Mario Sanz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorise volunteering' })).toBeInTheDocument();
    expect(screen.queryByText('Activity')).toBeNull();
  });
});
