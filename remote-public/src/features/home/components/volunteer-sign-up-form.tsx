import { Alert, Field, HStack, Link, Stack } from '@chakra-ui/react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ageGroupOf } from '@enlace/shared/domain';
import {
  FocusFirstError,
  MinorTutorFields,
  NativeCheckbox,
  PersonFields,
  UnsavedChangesGuard,
} from '@enlace/shared/forms';
import { SubmitButton, formikValidator } from '@enlace/shared/ui/core';
import '../../../i18n/sign-up-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  registerVolunteerInputSchema,
  useRegisterVolunteer,
  type VolunteerSignUpFormValues,
} from '../api/register-volunteer';

const SIGN_UP_FIELDS = ['name', 'surname', 'email', 'phonePrefixMobile', 'phoneMobile', 'birthday'];

const initialValues: VolunteerSignUpFormValues = {
  name: '',
  surname: '',
  email: '',
  phonePrefixMobile: '+34',
  phoneMobile: '',
  birthday: '',
  tutorName: '',
  tutorSurname: '',
  tutorEmail: '',
  tutorPhone: '',
  relation: '',
  acceptPrivacy: false,
};

const validate = formikValidator<VolunteerSignUpFormValues>(registerVolunteerInputSchema);

/** The tutor, while the birthday typed makes the person a minor. */
function TutorFieldsForMinor() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<VolunteerSignUpFormValues>();
  if (ageGroupOf(values.birthday) !== 'minor') return null;
  return <MinorTutorFields hint={t('signUp.minorHint')} />;
}

/** The privacy policy, accepted with a native check box; its error is announced with it. */
function AcceptPrivacyField() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [field, meta] = useField<boolean>({ name: 'acceptPrivacy', type: 'checkbox' });
  const invalid = Boolean(meta.error);
  return (
    <Field.Root invalid={invalid} required>
      <HStack as="label" align="flex-start" gap="3" cursor="pointer">
        <NativeCheckbox
          type="checkbox"
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'accept-privacy-error' : undefined}
          mt="0.5"
        />
        <span>
          {t('signUp.acceptPrivacy')}{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/privacy-policy">{t('signUp.privacyPolicy')}</RouterLink>
          </Link>
        </span>
      </HStack>
      {meta.error ? <Field.ErrorText id="accept-privacy-error">{meta.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The home page's volunteer sign-up: the activation email completes the profile. */
export function VolunteerSignUpForm() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const register = useRegisterVolunteer();
  const [registered, setRegistered] = useState<string | null>(null);

  if (registered) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('signUp.doneTitle')}</Alert.Title>
          <Alert.Description>{t('signUp.doneText', { email: registered })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Formik<VolunteerSignUpFormValues>
      initialValues={initialValues}
      validate={validate}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        if (await register(values, helpers)) setRegistered(values.email.trim());
      }}
    >
      <Form noValidate aria-label={t('signUp.formLabel')}>
        <FocusFirstError />
        <UnsavedChangesGuard />
        <Stack gap="6">
          <PersonFields fields={SIGN_UP_FIELDS} schema={registerVolunteerInputSchema} />
          <TutorFieldsForMinor />
          <AcceptPrivacyField />
          <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }}>{t('signUp.submit')}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
