import { createBrowserRouter, RouterProvider } from 'react-router';
import './i18n/translations';
import { MatomoLoaderEffect } from './features/analytics/components/matomo-loader-effect';
import { EmailLanguageEffect } from './features/auth/components/email-language-effect';
import { LogoutHandlerEffect } from './features/auth/components/logout-handler-effect';
import { CookieConsentModal } from './features/cookie-consent/components/cookie-consent-modal';
import { FocusResetEffect } from './features/navigation/components/focus-reset-effect';
import { ScrollEffect } from './features/navigation/components/scroll-effect';
import { TenantGate } from './features/tenant/components/tenant-gate';
import { AppRoutes } from './routes/app-routes';

/** Everything under the router: the areas' <Routes> descend from this one splat route. */
function Root() {
  return (
    <>
      <LogoutHandlerEffect />
      <EmailLanguageEffect />
      <ScrollEffect />
      <FocusResetEffect />
      <MatomoLoaderEffect />
      <AppRoutes />
      <CookieConsentModal />
    </>
  );
}

// A data router only so that a form can hold back a navigation while it has unsaved changes (useBlocker works
// under no other router); one splat route keeps the routing itself in <Routes>, the shell's and each area's
// (docs/adr/0013-data-router-for-unsaved-changes.md). Created once, on the first render, as the page's only router.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const appRouter = () => (router ??= createBrowserRouter([{ path: '*', element: <Root /> }]));

export function App() {
  return (
    <TenantGate>
      <RouterProvider router={appRouter()} />
    </TenantGate>
  );
}
