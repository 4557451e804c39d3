import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityDetail, intervention, refusal } from '../../../../testing/fixtures';
import { mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';

const detailRoute = (body: object): MockRoute => ({ method: 'GET', path: 'available_activities/9', body });

async function openActivity() {
  renderVolunteer('/volunteer/activity/9');
  await screen.findByRole('heading', { name: 'Taller de móviles', level: 1 });
  return userEvent.setup({ delay: null });
}

const card = (date: string) => screen.getByRole('article', { name: date });

describe('ActivityPage', () => {
  it('shows each intervention with its day in Spanish, time, place, address and places left', async () => {
    signInVolunteer();
    mockApi([
      detailRoute(
        activityDetail({
          interventions: [
            intervention(31, { name: 'Primera sesión', freePlaces: 2 }),
            intervention(32, {
              date: '2026-12-03',
              scheduleStart: '17:00',
              scheduleEnd: '19:30',
              freePlaces: 1,
              place: null,
            }),
          ],
        }),
      ),
    ]);
    await openActivity();
    expect(screen.getByText('Uso básico del teléfono para personas mayores.')).toBeInTheDocument();
    const first = card('martes, 1 de diciembre de 2026');
    expect(within(first).getByText('Primera sesión')).toBeInTheDocument();
    expect(within(first).getByText('De 10:00 a 12:00')).toBeInTheDocument();
    expect(within(first).getByText(/Aula de informática Carretería/)).toBeInTheDocument();
    expect(within(first).getByText('Calle Carretería 12, 29008 Málaga')).toBeInTheDocument();
    expect(within(first).getByText('Quedan 2 plazas')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Inscribirme' })).toBeEnabled();
    const second = card('jueves, 3 de diciembre de 2026');
    expect(within(second).getByText('De 17:00 a 19:30')).toBeInTheDocument();
    expect(within(second).getByText('En línea')).toBeInTheDocument();
    expect(within(second).getByText('Queda 1 plaza')).toBeInTheDocument();
  });

  it('shows a full intervention as Completa and offers its waiting list instead of subscribing', async () => {
    signInVolunteer();
    mockApi([
      detailRoute(activityDetail({ interventions: [intervention(31, { volunteers: 5, freePlaces: 0 })] })),
    ]);
    await openActivity();
    const full = card('martes, 1 de diciembre de 2026');
    expect(within(full).getByText('Completa')).toBeInTheDocument();
    expect(within(full).queryByRole('button', { name: 'Inscribirme' })).not.toBeInTheDocument();
    expect(within(full).getByRole('button', { name: 'Apuntarme a la lista de espera' })).toBeEnabled();
  });

  it('disables every subscription of a volunteer whose profile is not validated, with the warning', async () => {
    signInVolunteer({ validated: false });
    const calls = mockApi([
      detailRoute(
        activityDetail({
          canSubscribe: false,
          blockedReason: 'volunteer-not-validated',
          interventions: [intervention(31), intervention(32, { date: '2026-12-03' })],
        }),
      ),
    ]);
    await openActivity();
    expect(screen.getByTestId('subscription-warning')).toHaveTextContent(
      'Tu perfil está pendiente de validación: aún no puedes inscribirte',
    );
    const buttons = screen.getAllByRole('button', { name: 'Inscribirme' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Podrás inscribirte cuando validen tu perfil.');
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('marks a held intervention and offers neither subscribing nor leaving it', async () => {
    signInVolunteer();
    mockApi([
      detailRoute(
        activityDetail({
          interventions: [intervention(31, { completed: true, open: false, subscribed: true })],
        }),
      ),
    ]);
    await openActivity();
    const held = card('martes, 1 de diciembre de 2026');
    expect(within(held).getByText('Ya celebrada')).toBeInTheDocument();
    expect(within(held).getByText('Estás inscrito/a')).toBeInTheDocument();
    expect(within(held).queryByRole('button')).not.toBeInTheDocument();
  });

  it('subscribes, says so, and shows the places as they are after it', async () => {
    signInVolunteer();
    let subscribed = false;
    const calls = mockApi([
      {
        method: 'GET',
        path: 'available_activities/9',
        answer: () => ({
          body: activityDetail({
            interventions: [
              intervention(31, subscribed ? { subscribed: true, volunteers: 4, freePlaces: 1 } : {}),
            ],
          }),
        }),
      },
      {
        method: 'POST',
        path: 'interventions/31/subscription',
        answer: () => {
          subscribed = true;
          return { status: 201, body: { success: true, message: 'subscribed' } };
        },
      },
    ]);
    const user = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByText('¡Te has inscrito en la intervención!')).toBeInTheDocument();
    const session = card('martes, 1 de diciembre de 2026');
    await waitFor(() => expect(within(session).getByText('Queda 1 plaza')).toBeInTheDocument());
    expect(within(session).getByText('Estás inscrito/a')).toBeInTheDocument();
    expect(within(session).getByRole('button', { name: 'Cancelar inscripción' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'available_activities/9')).toHaveLength(2);
  });

  it.each([
    ['field-number-of-volunteers-reached', 'Se ha alcanzado el número máximo de voluntarios'],
    ['already-subscribed-to-intervention', 'Ya estás inscrito en esta intervención'],
    ['intervention-not-ready-yet', 'Esta intervención todavía no admite inscripciones'],
    ['volunteer-not-validated', 'Tu perfil aún no está validado, no puedes inscribirte'],
    [
      'intervention-completed-cannot-add-volunteers',
      'La intervención está completa, no admite más voluntarios',
    ],
    [
      'minor-volunteer-authorisation-pending',
      'Falta la autorización de tu tutor o tutora legal: hasta entonces no puedes inscribirte',
    ],
  ])('toasts a refused subscription (%s) in words, and shows the places again', async (key, text) => {
    signInVolunteer();
    const calls = mockApi([
      detailRoute(activityDetail()),
      { method: 'POST', path: 'interventions/31/subscription', ...refusal(409, key) },
    ]);
    const user = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'available_activities/9')).toHaveLength(2),
    );
  });

  it('asks before unsubscribing, and does nothing when the volunteer keeps the place', async () => {
    signInVolunteer();
    const calls = mockApi([
      detailRoute(activityDetail({ interventions: [intervention(31, { subscribed: true })] })),
      {
        method: 'DELETE',
        path: 'interventions/31/subscription',
        body: { success: true, message: 'unsubscribed' },
      },
    ]);
    const user = await openActivity();
    await user.click(screen.getByRole('button', { name: 'Cancelar inscripción' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar tu inscripción?' });
    expect(dialog).toHaveTextContent('Dejarás libre tu plaza del martes, 1 de diciembre de 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Mantener la inscripción' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar inscripción' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar tu inscripción?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar inscripción' }));
    expect(await screen.findByText('Te has dado de baja de la intervención')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      'interventions/31/subscription',
    ]);
  });

  it('says the activity is not available when the API answers 404', async () => {
    signInVolunteer();
    mockApi([]);
    renderVolunteer('/volunteer/activity/9');
    expect(await screen.findByText('Actividad no disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a las actividades' })).toHaveAttribute(
      'href',
      '/volunteer',
    );
  });
});
