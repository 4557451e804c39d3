import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { translationsReady } from '@enlace/shared/i18n';
import './i18n/translations';
import { LoadingState } from '@enlace/shared/ui/core';
import { PublicHeaderLayout } from './components/public-header-layout';
import { LEGAL_DOCUMENT_PATHS, type LegalDocumentKey } from './config/legal-documents';
import { ForgotPasswordPage } from './features/auth/components/forgot-password-page';
import { LoginPage } from './features/auth/components/login-page';
import { HomePage } from './features/home/components/home-page';
import { NotFoundPage } from './features/not-found/components/not-found-page';
import { AreaChakraProvider } from '@enlace/shared/ui/area';

// The pages below load on their own, not with the sign-in page that most visits start on, and show once the
// texts they register (their own, and the labels of the shared form parts) are here in the visitor's language.

// The activation form and the shared person form parts it brings.
const ActivateAccountPage = lazy(async () => {
  const { ActivateAccountPage } =
    await import('./features/activate-account/components/activate-account-page');
  await translationsReady();
  return { default: ActivateAccountPage };
});

// The tutor's consent page, reached only from the emailed link.
const AuthorizedParticipationPage = lazy(async () => {
  const { AuthorizedParticipationPage } =
    await import('./features/authorized-participation/components/authorized-participation-page');
  await translationsReady();
  return { default: AuthorizedParticipationPage };
});

// The password reset page, reached only from the emailed link.
const ResetPasswordPage = lazy(async () => {
  const { ResetPasswordPage } = await import('./features/auth/components/reset-password-page');
  await translationsReady();
  return { default: ResetPasswordPage };
});

// The legal documents: long texts, each loaded only on its page.
const LEGAL_DOCUMENT_PAGES: Record<LegalDocumentKey, LazyExoticComponent<ComponentType>> = {
  terms: lazy(async () => ({
    default: (await import('./features/legal/components/terms-and-conditions-page')).TermsAndConditionsPage,
  })),
  privacy: lazy(async () => ({
    default: (await import('./features/legal/components/privacy-policy-page')).PrivacyPolicyPage,
  })),
  cookies: lazy(async () => ({
    default: (await import('./features/legal/components/cookie-policy-page')).CookiePolicyPage,
  })),
  dataProcessing: lazy(async () => ({
    default: (await import('./features/legal/components/data-processing-agreement-page'))
      .DataProcessingAgreementPage,
  })),
};

/** The public area's routes, relative to `/`; the shell owns the router. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route element={<PublicHeaderLayout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route
          path="reset-password/:code"
          element={
            <Suspense fallback={<LoadingState />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route
          path="activate-account/:code"
          element={
            <Suspense fallback={<LoadingState />}>
              <ActivateAccountPage />
            </Suspense>
          }
        />
        <Route
          path="authorized-participation/:code"
          element={
            <Suspense fallback={<LoadingState />}>
              <AuthorizedParticipationPage />
            </Suspense>
          }
        />
        {Object.entries(LEGAL_DOCUMENT_PATHS).map(([document, path]) => {
          const Page = LEGAL_DOCUMENT_PAGES[document as LegalDocumentKey];
          return (
            <Route
              key={document}
              path={path}
              element={
                <Suspense fallback={<LoadingState />}>
                  <Page />
                </Suspense>
              }
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Exposed as './App': the area's routes, with its own Chakra on the tenant's theme (`AreaChakraProvider`). */
export function App() {
  return (
    <AreaChakraProvider>
      <AreaRoutes />
    </AreaChakraProvider>
  );
}

export default App;
