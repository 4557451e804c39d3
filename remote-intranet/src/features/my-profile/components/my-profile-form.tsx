import { Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { PERSON_FIELD_GROUPS, personFieldsSchema } from '@enlace/shared/domain';
import { FORMS_NAMESPACE, FormSection, PersonFields, FocusFirstError } from '@enlace/shared/forms';
import { SubmitButton, formikValidator } from '@enlace/shared/ui';
import type { MyProfileFormValues } from '../utils/my-profile-form-values';

const validate = formikValidator<MyProfileFormValues>(personFieldsSchema);
const GROUPS = ['personal', 'contact', 'address'] as const;

export type MyProfileFormProps = {
  initialValues: MyProfileFormValues;
  onSubmit: (values: MyProfileFormValues, helpers: FormikHelpers<MyProfileFormValues>) => Promise<void>;
};

/** The signed-in person's own data, in the shared person groups. */
export function MyProfileForm({ initialValues, onSubmit }: MyProfileFormProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
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
        <Stack gap="8">
          {GROUPS.map((group) => (
            <FormSection key={group} legend={t(`sections.${group}`)}>
              <PersonFields fields={PERSON_FIELD_GROUPS[group]} schema={personFieldsSchema} />
            </FormSection>
          ))}
          <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {t('app.save', { ns: 'common' })}
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
