import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, activitySchema, LONG_TEXT_MAX_LENGTH, MODES } from '@enlace/shared/domain';
import { CheckboxGroupField, FormSection, requiredFieldsOf } from '@enlace/shared/forms';
import { SelectField, type SelectOption, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { getCoordinatorOptions, getPartnerOptions, getProjectOptions } from '../api/get-activity-options';
import { toActivityPayload, type ActivityFormValues } from '../utils/activity-form-values';

const required = requiredFieldsOf(activitySchema);
const checkSchema = formikValidator(activitySchema);
/** The shared rules run on the payload the API receives (empty fields as null). */
const validate = (values: ActivityFormValues) => checkSchema(toActivityPayload(values));

export type ActivityFormProps = {
  initialValues: ActivityFormValues;
  onSubmit: (values: ActivityFormValues, helpers: FormikHelpers<ActivityFormValues>) => Promise<void>;
  submitLabel: ReactNode;
  /** A refusal that concerns the whole form (the plan's cap on open activities), shown above the fields. */
  formError?: ReactNode;
  /** Without the permission, or once the activity is finished or cancelled. */
  readOnly?: boolean;
};

/** The activity's fields, checked with the shared activitySchema; coordinator and partners are the tenant's. */
export function ActivityForm({
  initialValues,
  onSubmit,
  submitLabel,
  formError,
  readOnly = false,
}: ActivityFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  const common = (name: keyof ActivityFormValues) => ({
    name,
    required: required.has(name),
    disabled: readOnly,
  });
  const [partners, setPartners] = useState<SelectOption[] | null>(null);
  useEffect(() => {
    let current = true;
    getPartnerOptions().then(
      (options) => current && setPartners(options),
      () => current && setPartners([]),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <EntityForm<ActivityFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
      formError={formError}
    >
      <FormSection legend={t('activity.sections.activity')}>
        <Stack gap="4">
          <TextField {...common('name')} label={t('activity.name')} autoComplete="off" />
          <TextField
            {...common('description')}
            label={label('description')}
            multiline
            rows={4}
            helperText={t('activity.descriptionHint', { max: LONG_TEXT_MAX_LENGTH })}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField
              {...common('type')}
              label={label('type')}
              options={ACTIVITY_TYPES.map((value) => ({
                value,
                label: t(`enums.activityType.${value}`, { ns: 'domain' }),
              }))}
            />
            <SelectField
              {...common('mode')}
              label={label('mode')}
              options={MODES.map((value) => ({
                value,
                label: t(`enums.mode.${value}`, { ns: 'domain' }),
              }))}
            />
          </SimpleGrid>
          <SelectField
            {...common('project')}
            label={label('project')}
            placeholder={t('activity.noProject')}
            loadOptions={getProjectOptions}
          />
        </Stack>
      </FormSection>
      <FormSection legend={t('activity.sections.people')}>
        <Stack gap="4">
          <SelectField
            {...common('coordinator')}
            label={label('coordinator')}
            placeholder={t('activity.choose')}
            loadOptions={getCoordinatorOptions}
          />
          {partners && partners.length === 0 ? (
            <Text color="fg.muted">{t('activity.noPartners')}</Text>
          ) : (
            <CheckboxGroupField
              name="partners"
              legend={t('activity.partners')}
              helperText={t('activity.partnersHint')}
              options={(partners ?? []).map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
              disabled={readOnly}
            />
          )}
        </Stack>
      </FormSection>
      <FormSection legend={t('activity.sections.dates')} description={t('activity.datesHint')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField {...common('dateStart')} label={label('dateStart')} type="date" />
          <TextField {...common('dateEnd')} label={label('dateEnd')} type="date" />
        </SimpleGrid>
      </FormSection>
    </EntityForm>
  );
}
