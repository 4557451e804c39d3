import { Route, Routes } from 'react-router';
import { RequireProfile } from '../features/auth/components/require-profile';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { RemoteArea } from '../features/remotes/components/remote-area';

/** The one router's top level: each area is a remote mounted under its path (ARCHITECTURE). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/intranet/*"
        element={
          <RequireProfile profile="employee">
            <RemoteArea remote="remote_intranet" />
          </RequireProfile>
        }
      />
      <Route
        path="/volunteer/*"
        element={
          <RequireProfile profile="volunteer">
            <RemoteArea remote="remote_volunteer" />
          </RequireProfile>
        }
      />
      <Route
        path="/partner/*"
        element={
          <RequireProfile profile="partner">
            <RemoteArea remote="remote_partner" />
          </RequireProfile>
        }
      />
      <Route path="/404" element={<NotFoundPage />} />
      {/* The public remote's routes end in its own catch-all 404. */}
      <Route path="/*" element={<RemoteArea remote="remote_public" />} />
    </Routes>
  );
}
