import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormSection, FocusFirstError } from '@enlace/shared/forms';
import { PasswordField, SubmitButton, formikValidator } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { changePasswordSchema } from '@enlace/shared/domain';
import { useChangeMyPassword, type ChangePasswordFormValues } from '../api/update-my-profile';

const validate = formikValidator<ChangePasswordFormValues>(changePasswordSchema);
const EMPTY: ChangePasswordFormValues = { currentPassword: '', password: '', repeatPassword: '' };

/** Change one's own password: the current one, then the new one twice; the form empties once it is done. */
export function ChangePasswordForm() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const change = useChangeMyPassword();
  return (
    <Formik<ChangePasswordFormValues>
      initialValues={EMPTY}
      validate={validate}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        if (await change(values, helpers)) helpers.resetForm();
      }}
    >
      <Form noValidate>
        <FocusFirstError />
        <FormSection legend={t('myProfile.passwordTitle')} description={t('myProfile.passwordIntro')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <PasswordField
                name="currentPassword"
                label={t('myProfile.currentPassword')}
                autoComplete="current-password"
                required
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <PasswordField
                name="password"
                label={t('myProfile.newPassword')}
                helperText={t('myProfile.passwordHint')}
                autoComplete="new-password"
                required
              />
              <PasswordField
                name="repeatPassword"
                label={t('myProfile.repeatPassword')}
                autoComplete="new-password"
                required
              />
            </SimpleGrid>
            <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              {t('myProfile.changePassword')}
            </SubmitButton>
          </Stack>
        </FormSection>
      </Form>
    </Formik>
  );
}
