import { Alert, Link, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { ResetPasswordInput } from '@enlace/shared/domain';
import { PasswordField, SubmitButton, formikValidator } from '@enlace/shared/ui/core';
import { PublicPageLayout } from '../../../components/public-page-layout';
import '../../../i18n/reset-password-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useResetPasswordCheck } from '../api/get-reset-password';
import { resetPasswordInputSchema, useResetPassword } from '../api/reset-password';

const INITIAL_VALUES: ResetPasswordInput = { password: '', repeatPassword: '' };
const validate = formikValidator(resetPasswordInputSchema);

/**
 * Spec §2 /reset-password/{code}: a new password; an expired or used link says so as the page opens, and offers to
 * request a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const markExpired = useCallback(() => setExpired(true), []);
  const resetPassword = useResetPassword(code, markExpired);
  useResetPasswordCheck(code, markExpired);

  return (
    <PublicPageLayout
      title={t('resetPasswordTitle')}
      intro={t('resetPasswordIntro')}
      description={t('resetPasswordIntro')}
      noIndex
    >
      <Stack gap="4">
        {expired ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('api.error.password-request-expired')}</Alert.Description>
              <Link asChild fontWeight="semibold">
                <RouterLink to="/forgot-password">{t('requestNewLink')}</RouterLink>
              </Link>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Formik<ResetPasswordInput>
          initialValues={INITIAL_VALUES}
          validate={validate}
          validateOnBlur={false}
          validateOnChange={false}
          onSubmit={async (values, helpers) => {
            if (await resetPassword(values, helpers)) navigate('/login', { replace: true });
          }}
        >
          <Form noValidate>
            <Stack gap="4">
              <PasswordField
                name="password"
                label={t('newPassword')}
                helperText={t('passwordHint')}
                autoComplete="new-password"
                required
              />
              <PasswordField
                name="repeatPassword"
                label={t('repeatPassword')}
                autoComplete="new-password"
                required
              />
              <SubmitButton>{t('resetPasswordSubmit')}</SubmitButton>
              <Link asChild alignSelf="center">
                <RouterLink to="/login">{t('backToLogin')}</RouterLink>
              </Link>
            </Stack>
          </Form>
        </Formik>
      </Stack>
    </PublicPageLayout>
  );
}
