import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ReactNode } from 'react';
import { AreaQueryProvider, createAreaQueryClient } from '@enlace/shared/query';
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

/** The area's query cache as a test gives it: a failed read shows at once instead of being retried. */
export function TestQueryProvider({ children }: { children: ReactNode }) {
  return <AreaQueryProvider client={createAreaQueryClient({ retry: false })}>{children}</AreaQueryProvider>;
}

/** The volunteer remote as the shell mounts it (shared providers, one router, at /volunteer/*), with a query
 * cache of its own that shows a failed read at once instead of retrying it.
 */
export function renderVolunteer(path: string) {
  return render(
    <UiProviders primaryColor="#0f766e">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/volunteer/*"
            element={<App queryClient={createAreaQueryClient({ retry: false })} />}
          />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </UiProviders>,
  );
}
