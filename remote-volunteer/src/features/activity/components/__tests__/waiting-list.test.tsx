import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '@enlace/shared/testing';
import { activityDetail, intervention, refusal } from '../../../../testing/fixtures';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';

const DAY = 'martes, 1 de diciembre de 2026';
const full = { volunteers: 5, freePlaces: 0 };

async function openActivity() {
  renderVolunteer('/volunteer/activity/9');
  await screen.findByRole('heading', { name: 'Taller de móviles', level: 1 });
  return userEvent.setup({ delay: null });
}

/** The activity as the API answers it now: `current()` is read at each request. */
const detailRoute = (current: () => Parameters<typeof intervention>[1]): MockRoute => ({
  method: 'GET',
  path: 'available_activities/9',
  answer: () => ({ body: activityDetail({ interventions: [intervention(31, current())] }) }),
});

describe('the waiting list of a full session', () => {
  it('lets the volunteer join the line of a full session and shows their place in it', async () => {
    signInVolunteer();
    let state: Parameters<typeof intervention>[1] = { ...full, waitingList: 2 };
    const calls = mockApi([
      detailRoute(() => state),
      {
        method: 'POST',
        path: 'interventions/31/waiting-list',
        answer: () => {
          state = { ...full, waitingList: 3, waitingPlace: { position: 3, offerExpiresAt: null } };
          return { status: 201, body: { position: 3, offerExpiresAt: null, message: 'waiting-list-joined' } };
        },
      },
    ]);
    const user = await openActivity();
    const session = screen.getByRole('article', { name: DAY });
    expect(within(session).getByText('Completa')).toBeInTheDocument();
    expect(within(session).getByText('Hay 2 personas en la lista de espera.')).toBeInTheDocument();
    expect(within(session).queryByRole('button', { name: 'Inscribirme' })).not.toBeInTheDocument();

    await user.click(within(session).getByRole('button', { name: 'Apuntarme a la lista de espera' }));
    expect(await screen.findByText('Te has apuntado a la lista de espera')).toBeInTheDocument();
    await waitFor(() => expect(within(session).getByText('Lista de espera: puesto 3')).toBeInTheDocument());
    expect(within(session).getByRole('button', { name: 'Salir de la lista de espera' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'interventions/31/waiting-list',
    ]);
  });

  it('lets the volunteer leave the line', async () => {
    signInVolunteer();
    let state: Parameters<typeof intervention>[1] = {
      ...full,
      waitingList: 1,
      waitingPlace: { position: 1, offerExpiresAt: null },
    };
    const calls = mockApi([
      detailRoute(() => state),
      {
        method: 'DELETE',
        path: 'interventions/31/waiting-list',
        answer: () => {
          state = full;
          return { body: { success: true, message: 'waiting-list-left' } };
        },
      },
    ]);
    const user = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Salir de la lista de espera' }));
    expect(await screen.findByText('Has salido de la lista de espera')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apuntarme a la lista de espera' })).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a place offered with its deadline, and takes it when the volunteer accepts', async () => {
    signInVolunteer();
    let state: Parameters<typeof intervention>[1] = {
      ...full,
      waitingList: 2,
      waitingPlace: { position: 1, offerExpiresAt: '2026-11-30T16:30:00.000Z' },
    };
    mockApi([
      detailRoute(() => state),
      {
        method: 'POST',
        path: 'interventions/31/waiting-list/offer',
        answer: () => {
          state = { ...full, subscribed: true, waitingList: 1 };
          return { status: 201, body: { success: true, message: 'subscribed' } };
        },
      },
    ]);
    const user = await openActivity();
    const session = screen.getByRole('article', { name: DAY });
    expect(
      within(session).getByText('Hay una plaza para ti: acéptala antes del 30 nov 2026, 17:30.'),
    ).toBeInTheDocument();
    expect(within(session).getByRole('button', { name: 'Rechazar la plaza' })).toBeEnabled();

    await user.click(within(session).getByRole('button', { name: 'Aceptar la plaza' }));
    expect(await screen.findByText('¡Te has inscrito en la intervención!')).toBeInTheDocument();
    await waitFor(() => expect(within(session).getByText('Estás inscrito/a')).toBeInTheDocument());
    expect(within(session).queryByText(/Lista de espera/)).not.toBeInTheDocument();
  });

  it('toasts a refused join in words', async () => {
    signInVolunteer();
    mockApi([
      detailRoute(() => full),
      {
        method: 'POST',
        path: 'interventions/31/waiting-list',
        ...refusal(409, 'intervention-has-free-places'),
      },
    ]);
    const user = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Apuntarme a la lista de espera' }));
    expect(
      await screen.findByText('La intervención tiene plazas libres: inscríbete directamente'),
    ).toBeInTheDocument();
  });

  it('offers no waiting list to a volunteer who cannot sign up yet, nor on a held session', async () => {
    signInVolunteer({ validated: false });
    mockApi([
      {
        method: 'GET',
        path: 'available_activities/9',
        body: activityDetail({
          canSubscribe: false,
          blockedReason: 'volunteer-not-validated',
          interventions: [
            intervention(31, full),
            intervention(32, { ...full, date: '2026-12-03', completed: true, open: false }),
          ],
        }),
      },
    ]);
    await openActivity();
    expect(screen.queryByRole('button', { name: 'Apuntarme a la lista de espera' })).not.toBeInTheDocument();
  });
});
