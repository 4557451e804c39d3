import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PERSON_FIELD_GROUPS } from '@enlace/shared/domain';
import {
  FORMS_NAMESPACE,
  FormSection,
  PersonFields,
  FocusFirstError,
  SPAIN_IRI,
  SPAIN_PHONE_PREFIX,
  toPersonFormValues,
  UnsavedChangesGuard,
} from '@enlace/shared/forms';
import { PasswordField, SubmitButton, formikValidator } from '@enlace/shared/ui/core';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  activateAccountInputSchema,
  useActivateAccount,
  type ActivateAccountFormValues,
} from '../api/activate-account';
import type { PendingAccount } from '../api/get-pending-account';

// The shared person groups, less the email (the invitation's, not edited here) and the disability (special
// category data: the person may add it later from their profile, it is not needed to start).
const PERSONAL_FIELDS = PERSON_FIELD_GROUPS.personal.filter((field) => field !== 'disability');
const CONTACT_FIELDS = PERSON_FIELD_GROUPS.contact.filter((field) => field !== 'email');
const ADDRESS_FIELDS = PERSON_FIELD_GROUPS.address;

export type ActivateAccountFormProps = {
  code: string;
  account: PendingAccount;
};

/** Spec §2 /activate-account: complete the person fields of §3 and choose a password; then go to login. */
export function ActivateAccountForm({ code, account }: ActivateAccountFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const activate = useActivateAccount(code);
  // The code travels with the values so that the shared schema's activationCode rule passes.
  const validate = formikValidator(activateAccountInputSchema);

  // The form starts from what is on record, so that the person checks it rather than types it again; Spain
  // stays preselected where nothing is.
  const onRecord = toPersonFormValues(account);
  const initialValues: ActivateAccountFormValues = {
    ...onRecord,
    phonePrefixMobile: onRecord.phonePrefixMobile || SPAIN_PHONE_PREFIX,
    addressCountry: onRecord.addressCountry || SPAIN_IRI,
    password: '',
    repeatPassword: '',
  };

  return (
    <Formik<ActivateAccountFormValues>
      initialValues={initialValues}
      validate={(values) => validate({ ...values, activationCode: code })}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        if (await activate(values, helpers)) navigate('/login', { replace: true });
      }}
    >
      <Form noValidate>
        <FocusFirstError />
        <UnsavedChangesGuard />
        <Stack gap="8">
          <FormSection legend={t('sections.personal', { ns: FORMS_NAMESPACE })}>
            <PersonFields fields={PERSONAL_FIELDS} schema={activateAccountInputSchema} />
          </FormSection>
          <FormSection legend={t('sections.contact', { ns: FORMS_NAMESPACE })}>
            <PersonFields fields={CONTACT_FIELDS} schema={activateAccountInputSchema} />
          </FormSection>
          <FormSection legend={t('sections.address', { ns: FORMS_NAMESPACE })}>
            <PersonFields fields={ADDRESS_FIELDS} schema={activateAccountInputSchema} />
          </FormSection>

          <FormSection legend={t('sectionPassword')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <PasswordField
                name="password"
                label={t('password')}
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
            </SimpleGrid>
          </FormSection>

          <SubmitButton>{t('activateSubmit')}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
