import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { translationsReady } from '@enlace/shared/i18n';
import './i18n/translations';
import { LoadingState } from '@enlace/shared/ui/core';
import { PartnerHomePage } from './features/home/components/partner-home-page';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';
import type { QueryClient } from '@tanstack/react-query';
import { AreaQueryProvider } from '@enlace/shared/query';
import { AreaChakraProvider } from '@enlace/shared/ui/area';

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

export type AppProps = {
  /** The area's query cache; the area makes its own (tests hand in one that does not retry). */
  queryClient?: QueryClient;
};

/**
 * Exposed as './App': the area's routes, with its own Chakra on the tenant's theme (`AreaChakraProvider`) and its
 * own query cache (`AreaQueryProvider`).
 */
export function App({ queryClient }: AppProps) {
  return (
    <AreaQueryProvider client={queryClient}>
      <AreaChakraProvider>
        <AreaRoutes />
      </AreaChakraProvider>
    </AreaQueryProvider>
  );
}

export default App;
