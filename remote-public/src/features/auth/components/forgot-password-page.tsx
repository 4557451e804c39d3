import { Link, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ForgotPasswordInput } from '@enlace/shared/domain';
import { SubmitButton, TextField, formikValidator } from '@enlace/shared/ui/core';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { requestPasswordResetInputSchema, useRequestPasswordReset } from '../api/request-password-reset';

const INITIAL_VALUES: ForgotPasswordInput = { email: '' };
const validate = formikValidator(requestPasswordResetInputSchema);

/** Spec §2 /forgot-password and §8: after `api.success.user-forgot-password` the form is cleared. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const requestReset = useRequestPasswordReset();

  return (
    <PublicPageLayout
      title={t('forgotPasswordTitle')}
      intro={t('forgotPasswordIntro')}
      description={t('forgotPasswordIntro')}
    >
      <Formik<ForgotPasswordInput>
        initialValues={INITIAL_VALUES}
        validate={validate}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, helpers) => {
          if (await requestReset(values, helpers)) helpers.resetForm({ values: INITIAL_VALUES });
        }}
      >
        <Form noValidate>
          <Stack gap="4">
            <TextField name="email" type="email" label={t('email')} autoComplete="email" required />
            <SubmitButton>{t('forgotPasswordSubmit')}</SubmitButton>
            <Link asChild alignSelf="center">
              <RouterLink to="/login">{t('backToLogin')}</RouterLink>
            </Link>
          </Stack>
        </Form>
      </Formik>
    </PublicPageLayout>
  );
}
