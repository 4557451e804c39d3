import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_STATUSES,
  PLACE_CAPACITY_POLICIES,
  PLACE_EQUIPMENT_FIELDS,
  PLACE_TYPES,
  placeSchema,
} from '@enlace/shared/domain';
import {
  AddressFields,
  FORMS_NAMESPACE,
  FormSection,
  SwitchField,
  useFormFields,
} from '@enlace/shared/forms';
import { SelectField, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { toPlacePayload, type PlaceFormValues } from '../utils/place-form-values';
import { PlaceScheduleField } from './place-schedule-field';

// The shared rules judge the payload the API will receive (a capacity as a number, empty texts as null).
const validatePayload = formikValidator(placeSchema);
const validate = (values: PlaceFormValues) => validatePayload(toPlacePayload(values));

export type PlaceFormProps = {
  initialValues: PlaceFormValues;
  onSubmit: (values: PlaceFormValues, helpers: FormikHelpers<PlaceFormValues>) => Promise<void>;
  submitLabel: ReactNode;
  /** Only staff who may edit see the fields enabled and the save button. */
  readOnly?: boolean;
};

/** Every place field in the groups of PLACE_FIELD_GROUPS (docs/adr/0058-places.md). */
export function PlaceForm({ initialValues, onSubmit, submitLabel, readOnly = false }: PlaceFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { field, fieldLabel, choices, required } = useFormFields<PlaceFormValues>(placeSchema, { readOnly });

  return (
    <EntityForm<PlaceFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      readOnly={readOnly}
    >
      <FormSection legend={t('place.sections.place')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...field('name')} label={fieldLabel('name')} autoComplete="off" />
          <SelectField
            {...field('type')}
            label={fieldLabel('type')}
            options={choices('placeType', PLACE_TYPES)}
          />
          <TextField
            {...field('capacity')}
            label={fieldLabel('capacity')}
            type="number"
            helperText={t('place.capacityHint')}
          />
          <SelectField
            {...field('capacityPolicy')}
            label={fieldLabel('capacityPolicy')}
            helperText={t('place.capacityPolicyHint')}
            options={choices('placeCapacityPolicy', PLACE_CAPACITY_POLICIES)}
          />
          <SelectField
            {...field('accessStatus')}
            label={fieldLabel('accessStatus')}
            helperText={t('place.accessStatusHint')}
            options={choices('placeAccessStatus', ACCESS_STATUSES)}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('sections.address', { ns: FORMS_NAMESPACE })}>
        <AddressFields required={required} disabled={readOnly} />
      </FormSection>
      <FormSection legend={t('place.sections.equipment')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {PLACE_EQUIPMENT_FIELDS.map((equipment) => (
            <SwitchField key={equipment} name={equipment} label={fieldLabel(equipment)} disabled={readOnly} />
          ))}
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('place.sections.availability')} description={t('place.scheduleHint')}>
        <Stack gap="4">
          <PlaceScheduleField disabled={readOnly} />
          <TextField
            {...field('availabilityNotes')}
            label={fieldLabel('availabilityNotes')}
            multiline
            rows={3}
            helperText={t('place.availabilityNotesHint')}
          />
        </Stack>
      </FormSection>
      <FormSection legend={t('place.sections.notes')}>
        <TextField
          {...field('observations')}
          label={fieldLabel('observations')}
          multiline
          rows={3}
          helperText={t('place.observationsHint')}
        />
      </FormSection>
    </EntityForm>
  );
}
