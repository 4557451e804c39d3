import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@enlace/shared/domain';
import { PasswordField, SubmitButton, formikValidator } from '@enlace/shared/ui';
import { type ChangePasswordFormValues, useChangeMyPassword } from '../hooks/use-change-my-password';
import { FORMS_NAMESPACE } from '../translations';
import { FocusFirstError } from './focus-first-error';
import { FormSection } from './form-section';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const validate = formikValidator<ChangePasswordFormValues>(changePasswordSchema);
const EMPTY: ChangePasswordFormValues = { currentPassword: '', password: '', repeatPassword: '' };

export type ChangePasswordFormProps = {
  /** After the password changed (the own profile changed with it: a page that edits it reads it again). */
  onChanged?: () => void;
};

/**
 * Change one's own password (every area's "Mi perfil"): the current one, then the new one twice; the form empties
 * once it is done.
 */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps = {}) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const change = useChangeMyPassword();
  return (
    <Formik<ChangePasswordFormValues>
      initialValues={EMPTY}
      validate={validate}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        if (await change(values, helpers)) {
          helpers.resetForm();
          onChanged?.();
        }
      }}
    >
      <Form noValidate>
        <FocusFirstError />
        <UnsavedChangesGuard />
        <FormSection legend={t('changePassword.title')} description={t('changePassword.intro')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <PasswordField
                name="currentPassword"
                label={t('changePassword.currentPassword')}
                autoComplete="current-password"
                required
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <PasswordField
                name="password"
                label={t('changePassword.newPassword')}
                helperText={t('changePassword.hint')}
                autoComplete="new-password"
                required
              />
              <PasswordField
                name="repeatPassword"
                label={t('changePassword.repeatPassword')}
                autoComplete="new-password"
                required
              />
            </SimpleGrid>
            <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }} minH="11">
              {t('changePassword.submit')}
            </SubmitButton>
          </Stack>
        </FormSection>
      </Form>
    </Formik>
  );
}
