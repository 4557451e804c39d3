import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@enlace/shared/testing';
import { page } from '../testing/fixtures';
import { renderVolunteer, signInVolunteer } from '../testing/render-volunteer';

describe('App', () => {
  beforeEach(() => {
    signInVolunteer();
    mockApi([
      { method: 'GET', path: 'available_activities', body: page('/api/available_activities', [], 0) },
      { method: 'GET', path: 'me/interventions', body: page('/api/me/interventions', [], 0) },
    ]);
  });

  it('links the three sections of the area, the current one marked', async () => {
    renderVolunteer('/volunteer');
    const areaNav = () => screen.getByRole('navigation', { name: 'Secciones del área de voluntariado' });
    const nav = await screen.findByRole('navigation', { name: 'Secciones del área de voluntariado' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup({ delay: null });
    await user.click(within(nav).getByRole('link', { name: 'Mis actividades' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/volunteer/my-activities');
    // Each page draws the area's header again.
    await screen.findByRole('heading', { name: 'Mis actividades', level: 1 });
    const current = areaNav();
    expect(within(current).getByRole('link', { name: 'Mis actividades' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(current).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(within(current).getByRole('link', { name: 'Mi perfil' })).toHaveAttribute(
      'href',
      '/volunteer/my-profile',
    );
  });

  it('shows a 404 inside the area for unknown paths', () => {
    renderVolunteer('/volunteer/does-not-exist');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
