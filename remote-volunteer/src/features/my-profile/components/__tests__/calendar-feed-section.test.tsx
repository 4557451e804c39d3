import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '@enlace/shared/testing';
import { UiProviders } from '@enlace/shared/ui';
import { signInVolunteer } from '../../../../testing/render-volunteer';
import { CalendarFeedSection } from '../calendar-feed-section';
import { TestQueryProvider } from '../../../../testing/render-volunteer';

const HOST = 'demo.enlace.example.org';
const feed = (secret: string) => ({
  '@context': '/api/contexts/CalendarFeed',
  '@id': '/api/me/calendar-feed',
  '@type': 'CalendarFeed',
  url: `https://${HOST}/api/calendar-feeds/${secret}.ics`,
  webcalUrl: `webcal://${HOST}/api/calendar-feeds/${secret}.ics`,
});
const OLD = feed('a1b2c3d4e5f6');
const NEW = feed('f6e5d4c3b2a1');

const GET_FEED: MockRoute = { method: 'GET', path: 'me/calendar-feed', body: OLD };
const RESET: MockRoute = { method: 'POST', path: 'me/calendar-feed/reset', body: NEW };

const renderSection = () =>
  render(
    <UiProviders primaryColor="#0f766e">
      <TestQueryProvider>
        <CalendarFeedSection />
      </TestQueryProvider>
    </UiProviders>,
  );

const link = () => screen.getByLabelText('Enlace de tu calendario') as HTMLInputElement;

/** The section with the link loaded. */
async function openSection() {
  renderSection();
  expect(await screen.findByRole('region', { name: 'Calendario' })).toBeInTheDocument();
  await waitFor(() => expect(link()).toHaveValue(OLD.url));
}

beforeEach(() => signInVolunteer());
afterEach(() => jest.restoreAllMocks());

describe('CalendarFeedSection', () => {
  it('shows the private link once loaded, read-only, with the explanation and a link that opens the calendar app', async () => {
    const calls = mockApi([GET_FEED]);
    renderSection();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    await waitFor(() => expect(link()).toHaveValue(OLD.url));

    expect(link()).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        'Suscríbete a tus sesiones desde Google Calendar, Apple Calendar u Outlook con este enlace privado: se actualizan solas. Quien tenga el enlace puede ver tus sesiones; no lo compartas.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
      'href',
      OLD.webcalUrl,
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET me/calendar-feed']);
  });

  it('copies the link to the clipboard and says so', async () => {
    mockApi([GET_FEED]);
    const user = userEvent.setup({ delay: null });
    // user-event's stand-in clipboard (its readText needs a Blob this environment does not have).
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await openSection();
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));

    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(OLD.url);
  });

  it('when the clipboard refuses, selects the link and asks to copy it by hand', async () => {
    mockApi([GET_FEED]);
    const user = userEvent.setup({ delay: null });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await openSection();
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));

    expect(
      await screen.findByText(
        'No se ha podido copiar automáticamente. El enlace está seleccionado: cópialo a mano.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Enlace copiado')).not.toBeInTheDocument();
    expect(link()).toHaveFocus();
    expect([link().selectionStart, link().selectionEnd]).toEqual([0, OLD.url.length]);
  });

  it('asks before changing the link; once confirmed, resets it, shows the new one and gives the focus back', async () => {
    const calls = mockApi([GET_FEED, RESET]);
    const user = userEvent.setup({ delay: null });
    await openSection();
    const change = screen.getByRole('button', { name: 'Cambiar el enlace' });
    await user.click(change);

    const dialog = await screen.findByRole('alertdialog', { name: '¿Cambiar el enlace del calendario?' });
    expect(dialog).toHaveTextContent(
      'El enlace actual dejará de funcionar: los calendarios suscritos con él dejarán de recibir tus sesiones y tendrás que suscribirte con el nuevo.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar el enlace' }));

    expect(await screen.findByText('Enlace cambiado')).toBeInTheDocument();
    await waitFor(() => expect(link()).toHaveValue(NEW.url));
    expect(screen.getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
      'href',
      NEW.webcalUrl,
    );
    const post = calls.filter((call) => call.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]).toMatchObject({ path: 'me/calendar-feed/reset', body: undefined });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(change).toHaveFocus());
  });

  it('cancelling the change calls nothing and keeps the link', async () => {
    const calls = mockApi([GET_FEED, RESET]);
    const user = userEvent.setup({ delay: null });
    await openSection();
    const change = screen.getByRole('button', { name: 'Cambiar el enlace' });
    await user.click(change);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cambiar el enlace del calendario?' });
    // As for a person, the dialog has taken the focus before its Cancel is pressed: only then does it know where
    // the focus goes back to.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(change).toHaveFocus());
    expect(link()).toHaveValue(OLD.url);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET me/calendar-feed']);
  });

  it('when the change is refused, keeps the link it had and does not say it changed', async () => {
    mockApi([
      GET_FEED,
      { ...RESET, status: 500, body: { status: 500, error: 'internal', description: 'Error' } },
    ]);
    const user = userEvent.setup({ delay: null });
    await openSection();
    await user.click(screen.getByRole('button', { name: 'Cambiar el enlace' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cambiar el enlace del calendario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar el enlace' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(link()).toHaveValue(OLD.url);
    expect(screen.queryByText('Enlace cambiado')).not.toBeInTheDocument();
  });

  it('a failed load shows the error with a retry that loads the link', async () => {
    let failing = true;
    mockApi([
      {
        method: 'GET',
        path: 'me/calendar-feed',
        answer: () =>
          failing
            ? { status: 500, body: { status: 500, error: 'internal', description: 'Error' } }
            : { body: OLD },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Calendario' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Algo ha fallado');
    expect(screen.queryByLabelText('Enlace de tu calendario')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(link()).toHaveValue(OLD.url));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});
