import { Alert, Link, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { type ApiError, translateApiError } from '@enlace/shared/api';
import type { LoginInput } from '@enlace/shared/domain';
import {
  PasswordField,
  SignedOutAlert,
  SubmitButton,
  TextField,
  formikValidator,
} from '@enlace/shared/ui/core';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { loginInputSchema, useLogin } from '../api/login';
import { homePathForProfile } from '../utils/home-path-for-profile';
import { safeRedirectPath } from '../utils/safe-redirect-path';

const INITIAL_VALUES: LoginInput = { email: '', password: '' };
const validate = formikValidator(loginInputSchema);

/** Spec §2 /login: email and password, then each profile lands in its own area. */
export function LoginPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The wait after too many failed attempts, in the form where the person is looking.
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const login = useLogin(useCallback((error: ApiError) => setWaitMessage(translateApiError(error)), []));

  return (
    <PublicPageLayout title={t('loginTitle')} intro={t('loginIntro')} description={t('loginIntro')}>
      <Formik<LoginInput>
        initialValues={INITIAL_VALUES}
        validate={validate}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, helpers) => {
          setWaitMessage(null);
          const user = await login(values, helpers);
          if (!user) return;
          navigate(safeRedirectPath(searchParams.get('redirect')) ?? homePathForProfile(user.profile), {
            replace: true,
          });
        }}
      >
        <Form noValidate>
          <Stack gap="4">
            <SignedOutAlert />
            <TextField name="email" type="email" label={t('email')} autoComplete="username" required />
            <PasswordField name="password" label={t('password')} autoComplete="current-password" required />
            {waitMessage ? (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Description>{waitMessage}</Alert.Description>
              </Alert.Root>
            ) : null}
            <SubmitButton>{t('loginSubmit')}</SubmitButton>
            <Link asChild alignSelf="center">
              <RouterLink to="/forgot-password">{t('forgotPasswordLink')}</RouterLink>
            </Link>
          </Stack>
        </Form>
      </Formik>
    </PublicPageLayout>
  );
}
