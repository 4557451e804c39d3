import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { PERSON_FIELD_GROUPS, ownProfileSchema } from '@enlace/shared/domain';
import {
  FORMS_NAMESPACE,
  FormSection,
  PersonFields,
  type PersonWithDisabilityFormValues,
} from '@enlace/shared/forms';
import { formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/** What the own-profile form edits: the person fields of spec §3 (the email is shown, not edited). */
type MyProfileFormValues = PersonWithDisabilityFormValues;

const validate = formikValidator<MyProfileFormValues>(ownProfileSchema);
// The email is how the person signs in: shown, not edited here (the API ignores it).
const FIELDS = {
  personal: PERSON_FIELD_GROUPS.personal,
  contact: PERSON_FIELD_GROUPS.contact.filter((field) => field !== 'email'),
  address: PERSON_FIELD_GROUPS.address,
};
const GROUPS = ['personal', 'contact', 'address'] as const;

export type MyProfileFormProps = {
  initialValues: MyProfileFormValues;
  onSubmit: (values: MyProfileFormValues, helpers: FormikHelpers<MyProfileFormValues>) => Promise<void>;
};

/** The signed-in person's own data, in the shared person groups. */
export function MyProfileForm({ initialValues, onSubmit }: MyProfileFormProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <EntityForm<MyProfileFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={t('app.save', { ns: 'common' })}
    >
      {GROUPS.map((group) => (
        <FormSection key={group} legend={t(`sections.${group}`)}>
          <Stack gap="4">
            {group === 'contact' ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root readOnly>
                  <Field.Label>{t('fields.email', { ns: 'domain' })}</Field.Label>
                  <Input type="email" value={initialValues.email} readOnly />
                  <Field.HelperText>{t('myProfile.emailHint', { ns: I18N_NAMESPACE })}</Field.HelperText>
                </Field.Root>
              </SimpleGrid>
            ) : null}
            <PersonFields fields={FIELDS[group]} schema={ownProfileSchema} />
          </Stack>
        </FormSection>
      ))}
    </EntityForm>
  );
}
