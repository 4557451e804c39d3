import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  HOW_WE_MET,
  SKILL_AREAS,
  VOLUNTEER_FIELD_GROUPS,
  VOLUNTEER_TRAITS,
  ownVolunteerProfileSchema,
} from '@enlace/shared/domain';
import {
  AvailabilityField,
  CheckboxGroupField,
  FORMS_NAMESPACE,
  FocusFirstError,
  FormSection,
  PersonFields,
  UnsavedChangesGuard,
} from '@enlace/shared/forms';
import { SelectField, SubmitButton, TextField, formikValidator } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { MyProfileFormValues } from '../utils/my-profile-form-values';

const validate = formikValidator<MyProfileFormValues>(ownVolunteerProfileSchema);
// The email is how the volunteer signs in: shown, not edited here (the API ignores it).
const CONTACT_FIELDS = VOLUNTEER_FIELD_GROUPS.contact.filter((field) => field !== 'email');

export type MyProfileFormProps = {
  initialValues: MyProfileFormValues;
  onSubmit: (values: MyProfileFormValues, helpers: FormikHelpers<MyProfileFormValues>) => Promise<void>;
};

/** The volunteer's own data in the volunteer groups (docs/adr/0039-volunteers.md), one column on a phone. */
export function MyProfileForm({ initialValues, onSubmit }: MyProfileFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const section = (group: string) => t(`sections.${group}`, { ns: FORMS_NAMESPACE });
  const option = (enumeration: string, value: string) => t(`enums.${enumeration}.${value}`, { ns: 'domain' });
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  return (
    <Formik<MyProfileFormValues>
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FocusFirstError />
        <UnsavedChangesGuard />
        <Stack gap="8">
          <FormSection legend={section('personal')}>
            <PersonFields fields={VOLUNTEER_FIELD_GROUPS.personal} schema={ownVolunteerProfileSchema} />
          </FormSection>
          <FormSection legend={section('contact')}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root readOnly>
                  <Field.Label>{label('email')}</Field.Label>
                  <Input type="email" value={initialValues.email} readOnly />
                  <Field.HelperText>{t('myProfile.emailHint')}</Field.HelperText>
                </Field.Root>
              </SimpleGrid>
              <PersonFields fields={CONTACT_FIELDS} schema={ownVolunteerProfileSchema} />
            </Stack>
          </FormSection>
          <FormSection legend={section('address')}>
            <PersonFields fields={VOLUNTEER_FIELD_GROUPS.address} schema={ownVolunteerProfileSchema} />
          </FormSection>
          <FormSection legend={section('volunteering')}>
            <Stack gap="6">
              <CheckboxGroupField
                name="skills"
                legend={label('skills')}
                options={SKILL_AREAS.map((value) => ({ value, label: option('skills', value) }))}
              />
              <AvailabilityField name="availability" />
              <CheckboxGroupField
                name="traits"
                legend={label('traits')}
                options={VOLUNTEER_TRAITS.map((value) => ({ value, label: option('traits', value) }))}
              />
              <TextField name="aboutMe" label={t('myProfile.aboutMe')} multiline rows={4} />
              <SelectField
                name="howWeMet"
                label={t('myProfile.howWeMet')}
                options={HOW_WE_MET.map((value) => ({ value, label: option('howWeMet', value) }))}
              />
            </Stack>
          </FormSection>
          <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }} minH="11">
            {t('app.save', { ns: 'common' })}
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
