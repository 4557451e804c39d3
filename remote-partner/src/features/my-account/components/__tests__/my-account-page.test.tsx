import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSessionStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { UiProviders } from '@enlace/shared/ui';
import { App } from '../../../../app';

function renderPartner(path: string) {
  return render(
    <UiProviders primaryColor="#0f766e">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/partner/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </UiProviders>,
  );
}

beforeEach(() => {
  useSessionStore.setState({
    token: 'test-token',
    refreshToken: 'test-refresh',
    lastLoginAt: Date.now(),
    user: {
      id: 9,
      name: 'Elena',
      surnames: 'Castro Ibáñez',
      email: 'entidad@demo.example.org',
      profile: 'partner',
      roles: ['user', 'partner'],
      available_profiles: ['partner'],
      validated: true,
    },
  });
});

afterEach(() => useSessionStore.getState().clear());

describe('MyAccountPage', () => {
  it('is reached from the area’s navigation and holds the password and two-step verification', async () => {
    mockApi([
      { method: 'GET', path: 'my-partner', status: 404, body: { status: 404, error: 'not-found' } },
      {
        method: 'GET',
        path: 'me/mfa',
        body: {
          '@id': '/api/me/mfa',
          '@type': 'TwoStepVerification',
          enabled: false,
          required: false,
          recoveryCodesLeft: 0,
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderPartner('/partner');

    const navigation = await screen.findByRole('navigation', { name: 'Secciones del área de entidades' });
    expect(within(navigation).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(navigation).getByRole('link', { name: 'Mi cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeInTheDocument();
    const pageNavigation = screen.getByRole('navigation', { name: 'Secciones del área de entidades' });
    expect(within(pageNavigation).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('group', { name: 'Contraseña' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Verificación en dos pasos' });
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: 'Activar la verificación en dos pasos' }),
      ).toBeInTheDocument(),
    );
  });
});
