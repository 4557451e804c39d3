import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { translationsReady } from '@enlace/shared/i18n';
import './i18n/translations';
import { LoadingState } from '@enlace/shared/ui/core';
import { PartnerHomePage } from './features/home/components/partner-home-page';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';
import { AreaApp, type AreaAppProps } from '@enlace/shared/query';

// The account page brings the shared form parts (password, two-step verification): it loads on its own, and shows
// once their texts are here in the person's language.
const MyAccountPage = lazy(async () => {
  const { MyAccountPage } = await import('./features/my-account/components/my-account-page');
  await translationsReady();
  return { default: MyAccountPage };
});

/** The routes of the area, relative to where the shell mounts it. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route index element={<PartnerHomePage />} />
      <Route
        path="my-account"
        element={
          <Suspense fallback={<LoadingState />}>
            <MyAccountPage />
          </Suspense>
        }
      />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}

export type AppProps = AreaAppProps;

/** Exposed as './App': the area's routes in the area's own query cache and Chakra (`AreaApp`). */
export function App({ queryClient }: AppProps) {
  return (
    <AreaApp queryClient={queryClient}>
      <AreaRoutes />
    </AreaApp>
  );
}

export default App;
