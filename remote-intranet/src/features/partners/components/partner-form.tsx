import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGREEMENT_STATUSES,
  PARTNER_FIELD_GROUPS,
  PARTNER_LEGAL_TYPES,
  effectiveAgreementStatus,
  partnerSchema,
} from '@enlace/shared/domain';
import { FORMS_NAMESPACE, FormSection, PersonFields, useFormFields } from '@enlace/shared/forms';
import { SelectField, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { PartnerFormValues } from '../utils/partner-form-values';
import { AgreementStatusBadge } from './agreement-status-badge';

const validate = formikValidator<PartnerFormValues>(partnerSchema);

export type PartnerFormProps = {
  initialValues: PartnerFormValues;
  onSubmit: (values: PartnerFormValues, helpers: FormikHelpers<PartnerFormValues>) => Promise<void>;
  submitLabel: ReactNode;
  /** Only staff who may edit see the fields enabled and the save button. */
  readOnly?: boolean;
};

/** The NIF, with a hint that follows the legal type (a person's NIF or an organisation's). */
function NifField({ disabled, required }: { disabled: boolean; required: boolean }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<PartnerFormValues>();
  return (
    <TextField
      name="nif"
      label={t('fields.nif', { ns: 'domain' })}
      required={required}
      disabled={disabled}
      autoComplete="off"
      helperText={values.legalType === 'individual' ? t('partner.nifIndividualHint') : t('partner.nifHint')}
    />
  );
}

/** How the agreement will show once saved: the shared rule, so the screen and the API agree. */
function AgreementPreview() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<PartnerFormValues>();
  if (!values.agreementStatus) return null;
  const shown = effectiveAgreementStatus(values.agreementStatus, values.expirationDate || null);
  return (
    <Text aria-live="polite" color="fg.muted" fontSize="sm">
      {t('partner.agreementPreview')} <AgreementStatusBadge status={shown} />
    </Text>
  );
}

/** Every partner field in the groups of PARTNER_FIELD_GROUPS (docs/adr/0043-partners.md). */
export function PartnerForm({ initialValues, onSubmit, submitLabel, readOnly = false }: PartnerFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { field, fieldLabel, choices, required } = useFormFields<PartnerFormValues>(partnerSchema, {
    readOnly,
  });

  const organisation: Record<(typeof PARTNER_FIELD_GROUPS.organisation)[number], ReactNode> = {
    name: <TextField {...field('name')} label={fieldLabel('partnerName')} autoComplete="organization" />,
    legalType: (
      <SelectField
        {...field('legalType')}
        label={fieldLabel('legalType')}
        options={choices('partnerLegalType', PARTNER_LEGAL_TYPES)}
      />
    ),
    nif: <NifField disabled={readOnly} required={required.has('nif')} />,
    website: (
      <TextField
        {...field('website')}
        label={fieldLabel('website')}
        type="url"
        autoComplete="url"
        helperText={t('partner.websiteHint')}
      />
    ),
    description: <TextField {...field('description')} label={fieldLabel('description')} multiline rows={3} />,
  };

  return (
    <EntityForm<PartnerFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
    >
      <FormSection legend={t('partner.sections.organisation')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {PARTNER_FIELD_GROUPS.organisation.map((name) => (
            <Fragment key={name}>{organisation[name]}</Fragment>
          ))}
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('sections.contact', { ns: FORMS_NAMESPACE })}>
        <PersonFields fields={PARTNER_FIELD_GROUPS.contact} schema={partnerSchema} disabled={readOnly} />
      </FormSection>
      <FormSection legend={t('sections.address', { ns: FORMS_NAMESPACE })}>
        <PersonFields fields={PARTNER_FIELD_GROUPS.address} schema={partnerSchema} disabled={readOnly} />
      </FormSection>
      <FormSection legend={t('partner.sections.agreement')} description={t('partner.agreementHint')}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              {...field('agreementStatus')}
              label={fieldLabel('agreementStatus')}
              options={choices('agreementStatus', AGREEMENT_STATUSES)}
            />
            <TextField {...field('expirationDate')} label={fieldLabel('expirationDate')} type="date" />
          </SimpleGrid>
          <AgreementPreview />
        </Stack>
      </FormSection>
      <FormSection legend={t('partner.sections.notes')}>
        <TextField
          {...field('observations')}
          label={fieldLabel('observations')}
          multiline
          rows={3}
          helperText={t('partner.observationsHint')}
        />
      </FormSection>
    </EntityForm>
  );
}
