import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fetchCurrentUser } from '@enlace/shared/api';
import type { AuthenticatedUser } from '@enlace/shared/domain';
import { logout, useSessionStore } from '@enlace/shared/session';
import '../../../../i18n/translations';
import { RequireProfile } from '../require-profile';

const fetchUser = fetchCurrentUser as jest.Mock;

function user(profile: AuthenticatedUser['profile']): AuthenticatedUser {
  const email = 'ana@demo.example.org';
  return {
    id: 7,
    name: 'Ana',
    surnames: 'Pérez',
    email,
    profile,
    roles: [],
    available_profiles: [profile],
    validated: true,
  };
}

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/intranet']}>
      <Routes>
        <Route
          path="/intranet"
          element={
            <RequireProfile profile="employee">
              <p>intranet</p>
            </RequireProfile>
          }
        />
        <Route path="/login" element={<p>login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireProfile', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    fetchUser.mockReset();
    (logout as jest.Mock).mockClear();
  });

  it('renders the route when the profile matches', () => {
    useSessionStore.setState({ token: 't', user: user('employee') });
    renderGuarded();
    expect(screen.getByText('intranet')).toBeInTheDocument();
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('fetches the user first and renders when it then matches', async () => {
    useSessionStore.setState({ token: 't', user: null });
    fetchUser.mockResolvedValue(user('employee'));
    renderGuarded();
    expect(await screen.findByText('intranet')).toBeInTheDocument();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out and goes to /login when the fetched profile still does not match', async () => {
    useSessionStore.setState({ token: 't', user: user('volunteer') });
    fetchUser.mockResolvedValue(user('volunteer'));
    renderGuarded();
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('logs out without calling the API when there is no token', async () => {
    renderGuarded();
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(fetchUser).not.toHaveBeenCalled();
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
