import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { StaffRole } from '@enlace/shared/domain';
import type { ReactNode } from 'react';
import { AreaQueryProvider, createAreaQueryClient } from '@enlace/shared/query';
import { useSessionStore } from '@enlace/shared/session';
import { UiProviders } from '@enlace/shared/ui';
import { App } from '../app';
import { LocationProbe } from '@enlace/shared/testing';

/** Signs in a staff member with the given roles (an administrator holds `employee` too, as in the demo). */
export function signInAs(...roles: StaffRole[]) {
  useSessionStore.setState({
    token: 'test-token',
    refreshToken: 'test-refresh',
    lastLoginAt: Date.now(),
    user: {
      id: 1,
      name: 'Ana',
      surnames: 'Pérez Gil',
      email: 'ana@demo.example.org',
      profile: 'employee',
      roles: ['user', ...roles],
      available_profiles: ['employee'],
      validated: true,
    },
  });
}

/** The area's query cache as a test gives it: a failed read shows at once instead of being retried. */
export function TestQueryProvider({ children }: { children: ReactNode }) {
  return <AreaQueryProvider client={createAreaQueryClient({ retry: false })}>{children}</AreaQueryProvider>;
}

/**
 * The intranet remote as the shell mounts it (shared providers, one router, at /intranet/*), with a query cache of
 * its own that shows a failed read at once instead of retrying it.
 */
export function renderIntranet(path: string) {
  return render(
    <UiProviders primaryColor="#0f766e">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/intranet/*" element={<App queryClient={createAreaQueryClient({ retry: false })} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </UiProviders>,
  );
}
