import { BrowserRouter } from 'react-router';
import './i18n/translations';
import { MatomoLoaderEffect } from './features/analytics/components/matomo-loader-effect';
import { EmailLanguageEffect } from './features/auth/components/email-language-effect';
import { LogoutHandlerEffect } from './features/auth/components/logout-handler-effect';
import { CookieConsentModal } from './features/cookie-consent/components/cookie-consent-modal';
import { FocusResetEffect } from './features/navigation/components/focus-reset-effect';
import { ScrollEffect } from './features/navigation/components/scroll-effect';
import { TenantGate } from './features/tenant/components/tenant-gate';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <TenantGate>
      <BrowserRouter>
        <LogoutHandlerEffect />
        <EmailLanguageEffect />
        <ScrollEffect />
        <FocusResetEffect />
        <MatomoLoaderEffect />
        <AppRoutes />
        <CookieConsentModal />
      </BrowserRouter>
    </TenantGate>
  );
}
