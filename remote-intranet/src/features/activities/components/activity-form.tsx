import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, activitySchema, LONG_TEXT_MAX_LENGTH, MODES } from '@enlace/shared/domain';
import { CheckboxGroupField, FormSection, useFormFields } from '@enlace/shared/forms';
import { SelectField, type SelectOption, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { getCoordinatorOptions, getPartnerOptions, getProjectOptions } from '../api/get-activity-options';
import { toActivityPayload, type ActivityFormValues } from '../utils/activity-form-values';

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
  const { field, fieldLabel, choices } = useFormFields<ActivityFormValues>(activitySchema, {
    readOnly,
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
          <TextField {...field('name')} label={t('activity.name')} autoComplete="off" />
          <TextField
            {...field('description')}
            label={fieldLabel('description')}
            multiline
            rows={4}
            helperText={t('activity.descriptionHint', { max: LONG_TEXT_MAX_LENGTH })}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField
              {...field('type')}
              label={fieldLabel('type')}
              options={choices('activityType', ACTIVITY_TYPES)}
            />
            <SelectField {...field('mode')} label={fieldLabel('mode')} options={choices('mode', MODES)} />
          </SimpleGrid>
          <SelectField
            {...field('project')}
            label={fieldLabel('project')}
            placeholder={t('activity.noProject')}
            loadOptions={getProjectOptions}
          />
        </Stack>
      </FormSection>
      <FormSection legend={t('activity.sections.people')}>
        <Stack gap="4">
          <SelectField
            {...field('coordinator')}
            label={fieldLabel('coordinator')}
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
          <TextField {...field('dateStart')} label={fieldLabel('dateStart')} type="date" />
          <TextField {...field('dateEnd')} label={fieldLabel('dateEnd')} type="date" />
        </SimpleGrid>
      </FormSection>
    </EntityForm>
  );
}
