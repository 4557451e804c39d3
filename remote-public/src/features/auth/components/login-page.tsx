import { Alert, Link, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { type ApiError, translateApiError } from '@enlace/shared/api';
import type { AuthenticatedUser, LoginInput } from '@enlace/shared/domain';
import { translationsReady } from '@enlace/shared/i18n';
import {
  PasswordField,
  SignedOutAlert,
  SubmitButton,
  TextField,
  formikValidator,
  LoadingState,
} from '@enlace/shared/ui/core';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { loginInputSchema, useLogin } from '../api/login';
import { homePathForProfile } from '../utils/home-path-for-profile';
import { safeRedirectPath } from '../utils/safe-redirect-path';

const validate = formikValidator(loginInputSchema);

// The second step of two-step verification and the shared parts it shows load only when a password asks for it:
// most sign-ins never need them.
const SecondStep = lazy(async () => {
  const { SecondStep } = await import('./second-step');
  await translationsReady();
  return { default: SecondStep };
});

type Step =
  | { kind: 'password'; returned: boolean }
  | { kind: 'code-required' | 'enrolment-required'; mfaToken: string };

/**
 * Spec §2 /login: email and password, then each profile lands in its own area. With two-step verification, its
 * second step follows in the same page.
 */
export function LoginPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'password', returned: false });
  // The email typed, kept when the second step sends the person back to the password.
  const [email, setEmail] = useState('');
  // The wait after too many failed attempts, or why the person is back at the password, in the form.
  const [alert, setAlert] = useState<{ status: 'warning' | 'info'; text: string } | null>(null);
  const login = useLogin(
    useCallback((error: ApiError) => setAlert({ status: 'warning', text: translateApiError(error) }), []),
  );

  const land = useCallback(
    (user: AuthenticatedUser) =>
      navigate(safeRedirectPath(searchParams.get('redirect')) ?? homePathForProfile(user.profile), {
        replace: true,
      }),
    [navigate, searchParams],
  );

  const backToPassword = useCallback(
    (reason: 'chosen' | 'expired') => {
      setAlert(reason === 'expired' ? { status: 'info', text: t('signInStepExpired') } : null);
      setStep({ kind: 'password', returned: true });
    },
    [t],
  );

  return (
    <PublicPageLayout
      title={t('loginTitle')}
      intro={step.kind === 'password' ? t('loginIntro') : undefined}
      description={t('loginIntro')}
    >
      {step.kind === 'password' ? (
        <Formik<LoginInput>
          initialValues={{ email, password: '' }}
          validate={validate}
          validateOnBlur={false}
          validateOnChange={false}
          onSubmit={async (values, helpers) => {
            setAlert(null);
            const result = await login(values, helpers);
            if (!result) return;
            if (result.step === 'signed-in') {
              land(result.user);
              return;
            }
            setEmail(values.email ?? '');
            setStep({ kind: result.step, mfaToken: result.mfaToken });
          }}
        >
          <Form noValidate>
            <Stack gap="4">
              <SignedOutAlert />
              <TextField name="email" type="email" label={t('email')} autoComplete="username" required />
              <PasswordField
                name="password"
                label={t('password')}
                autoComplete="current-password"
                autoFocus={step.returned}
                required
              />
              {alert ? (
                <Alert.Root status={alert.status} role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{alert.text}</Alert.Description>
                </Alert.Root>
              ) : null}
              <SubmitButton>{t('loginSubmit')}</SubmitButton>
              <Link asChild alignSelf="center">
                <RouterLink to="/forgot-password">{t('forgotPasswordLink')}</RouterLink>
              </Link>
            </Stack>
          </Form>
        </Formik>
      ) : (
        <Suspense fallback={<LoadingState />}>
          <SecondStep step={step.kind} mfaToken={step.mfaToken} onSignedIn={land} onBack={backToPassword} />
        </Suspense>
      )}
    </PublicPageLayout>
  );
}
