import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSessionStore } from '@enlace/shared/session';
import { UiProviders } from '@enlace/shared/ui';
import { App } from '../app';
import { LocationProbe } from '@enlace/shared/testing';

/** Signs in a volunteer (validated unless told otherwise). */
export function signInVolunteer({ validated = true }: { validated?: boolean } = {}) {
  useSessionStore.setState({
    token: 'test-token',
    refreshToken: 'test-refresh',
    lastLoginAt: Date.now(),
    user: {
      id: 7,
      name: 'Valeria',
      surnames: 'Sánchez Moreno',
      email: 'voluntaria@demo.example.org',
      profile: 'volunteer',
      roles: ['user', 'volunteer'],
      available_profiles: ['volunteer'],
      validated,
    },
  });
}

/** The volunteer remote as the shell mounts it (shared providers, one router, at /volunteer/*). */
export function renderVolunteer(path: string) {
  return render(
    <UiProviders primaryColor="#0f766e">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/volunteer/*" element={<App />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </UiProviders>,
  );
}
