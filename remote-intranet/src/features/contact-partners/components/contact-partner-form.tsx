import { SimpleGrid } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_PARTNER_FIELD_GROUPS, contactPartnerSchema } from '@enlace/shared/domain';
import { FORMS_NAMESPACE, FormSection, PersonFields, requiredFieldsOf } from '@enlace/shared/forms';
import { TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ContactPartnerFormValues } from '../utils/contact-partner-form-values';
import { PartnerSelectField } from './partner-select-field';

const validate = formikValidator<ContactPartnerFormValues>(contactPartnerSchema);
const required = requiredFieldsOf(contactPartnerSchema);

export type ContactPartnerFormProps = {
  initialValues: ContactPartnerFormValues;
  onSubmit: (
    values: ContactPartnerFormValues,
    helpers: FormikHelpers<ContactPartnerFormValues>,
  ) => Promise<void>;
  submitLabel: ReactNode;
  readOnly?: boolean;
};

/** Every contact person field in the groups of CONTACT_PARTNER_FIELD_GROUPS (docs/adr/0044). */
export function ContactPartnerForm({
  initialValues,
  onSubmit,
  submitLabel,
  readOnly = false,
}: ContactPartnerFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const section = (group: string) => t(`sections.${group}`, { ns: FORMS_NAMESPACE });
  const person = (group: 'personal' | 'contact' | 'address') => (
    <PersonFields
      fields={CONTACT_PARTNER_FIELD_GROUPS[group]}
      schema={contactPartnerSchema}
      disabled={readOnly}
    />
  );

  return (
    <EntityForm<ContactPartnerFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
    >
      <FormSection legend={t('contactPartner.sections.organisation')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="flex-end">
          <PartnerSelectField name="partner" required={required.has('partner')} disabled={readOnly} />
          <TextField
            name="jobTitle"
            label={t('fields.jobTitle', { ns: 'domain' })}
            required={required.has('jobTitle')}
            disabled={readOnly}
            autoComplete="organization-title"
          />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={section('personal')}>{person('personal')}</FormSection>
      <FormSection legend={section('contact')}>{person('contact')}</FormSection>
      <FormSection legend={section('address')} description={t('contactPartner.addressHint')}>
        {person('address')}
      </FormSection>
    </EntityForm>
  );
}
