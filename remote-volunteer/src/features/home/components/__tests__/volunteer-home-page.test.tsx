import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { availableActivity, ownProfile, page } from '../../../../testing/fixtures';
import { mockApi } from '@enlace/shared/testing';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';

const IRI = '/api/available_activities';

describe('VolunteerHomePage', () => {
  it('welcomes the volunteer by name and shows the available activities as cards', async () => {
    signInVolunteer();
    mockApi([
      { method: 'GET', path: 'me', body: ownProfile() },
      {
        method: 'GET',
        path: 'available_activities',
        body: page(
          IRI,
          [
            availableActivity(9, {
              name: 'Taller de móviles',
              description: 'Uso básico del teléfono.',
              type: 'educational',
              mode: 'hybrid',
              nextDate: '2026-12-01',
              openInterventions: 3,
            }),
          ],
          1,
        ),
      },
    ]);
    renderVolunteer('/volunteer');
    expect(await screen.findByRole('heading', { name: 'Hola, Valeria Sánchez Moreno' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Taller de móviles' });
    expect(within(card).getByRole('link', { name: 'Taller de móviles' })).toHaveAttribute(
      'href',
      '/volunteer/activity/9',
    );
    expect(within(card).getByText('Educativa')).toBeInTheDocument();
    expect(within(card).getByText('Híbrida')).toBeInTheDocument();
    expect(within(card).getByText('Del 1 nov 2026 al 20 dic 2026')).toBeInTheDocument();
    expect(within(card).getByText('Próxima sesión: martes, 1 de diciembre de 2026')).toBeInTheDocument();
    expect(within(card).getByText('3 sesiones abiertas')).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-warning')).not.toBeInTheDocument();
    // One page only: no "Ver más".
    expect(screen.getByText('Mostrando 1 de 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('appends the next page under the first one with "Ver más"', async () => {
    signInVolunteer();
    const first = Array.from({ length: 10 }, (_, index) => availableActivity(index + 1));
    const calls = mockApi([
      { method: 'GET', path: 'me', body: ownProfile() },
      {
        method: 'GET',
        path: 'available_activities',
        answer: (call) =>
          call.query.get('page') === '2'
            ? { body: page(IRI, [availableActivity(11), availableActivity(12)], 12) }
            : { body: page(IRI, first, 12, 2) },
      },
    ]);
    renderVolunteer('/volunteer');
    await screen.findByRole('article', { name: 'Actividad 1' });
    expect(screen.getByText('Mostrando 10 de 12')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Ver más' }));

    await screen.findByRole('article', { name: 'Actividad 12' });
    const list = screen.getByTestId('available-activities');
    const names = within(list)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby'));
    expect(names).toHaveLength(12);
    expect(within(list).getByRole('article', { name: 'Actividad 1' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando 12 de 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    const pages = calls
      .filter((call) => call.path === 'available_activities')
      .map((call) => call.query.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('says so when there is nothing available', async () => {
    signInVolunteer();
    mockApi([
      { method: 'GET', path: 'me', body: ownProfile() },
      { method: 'GET', path: 'available_activities', body: page(IRI, [], 0) },
    ]);
    renderVolunteer('/volunteer');
    expect(await screen.findByText('No hay actividades disponibles ahora mismo')).toBeInTheDocument();
  });

  it('warns a volunteer whose profile is not validated that they cannot subscribe yet', async () => {
    signInVolunteer({ validated: false });
    mockApi([
      {
        method: 'GET',
        path: 'me',
        body: ownProfile({ subscriptionBlockedReason: 'volunteer-not-validated' }),
      },
      { method: 'GET', path: 'available_activities', body: page(IRI, [availableActivity(1)], 1) },
    ]);
    renderVolunteer('/volunteer');
    const warning = await screen.findByTestId('subscription-warning');
    expect(warning).toHaveTextContent(
      'Tu perfil está pendiente de validación: aún no puedes inscribirte en las actividades.',
    );
    // They still see what is available.
    expect(await screen.findByRole('article', { name: 'Actividad 1' })).toBeInTheDocument();
  });

  it("tells a minor that their tutor's authorisation is pending", async () => {
    signInVolunteer();
    mockApi([
      {
        method: 'GET',
        path: 'me',
        body: ownProfile({ subscriptionBlockedReason: 'minor-volunteer-authorisation-pending' }),
      },
      { method: 'GET', path: 'available_activities', body: page(IRI, [], 0) },
    ]);
    renderVolunteer('/volunteer');
    await waitFor(() =>
      expect(screen.getByTestId('subscription-warning')).toHaveTextContent(
        'Falta la autorización de tu tutor o tutora',
      ),
    );
  });

  it('offers to try again when the activities cannot be loaded', async () => {
    signInVolunteer();
    let failures = 1;
    mockApi([
      { method: 'GET', path: 'me', body: ownProfile() },
      {
        method: 'GET',
        path: 'available_activities',
        answer: () =>
          failures-- > 0
            ? { status: 500, body: { status: 500, error: 'internal-error', description: 'No' } }
            : { body: page(IRI, [availableActivity(4)], 1) },
      },
    ]);
    renderVolunteer('/volunteer');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Actividad 4' })).toBeInTheDocument();
  });
});
