import { Route, Routes } from 'react-router';
import './i18n/translations';
import { PublicHeaderLayout } from './components/public-header-layout';
import { ActivateAccountPage } from './features/activate-account/components/activate-account-page';
import { ForgotPasswordPage } from './features/auth/components/forgot-password-page';
import { LoginPage } from './features/auth/components/login-page';
import { ResetPasswordPage } from './features/auth/components/reset-password-page';
import { HomePage } from './features/home/components/home-page';
import { NotFoundPage } from './features/not-found/components/not-found-page';

/** The public area's routes, relative to `/`; the shell owns the router. */
export function App() {
  return (
    <Routes>
      <Route element={<PublicHeaderLayout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:code" element={<ResetPasswordPage />} />
        <Route path="activate-account/:code" element={<ActivateAccountPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export default App;
