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
  requiredFieldsOf,
} from '@enlace/shared/forms';
import { SelectField, TextField, formikValidator } from '@enlace/shared/ui';
import { EntityForm } from '../../../components/entity-form';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { toPlacePayload, type PlaceFormValues } from '../utils/place-form-values';
import { PlaceScheduleField } from './place-schedule-field';

// The shared rules judge the payload the API will receive (a capacity as a number, empty texts as null).
const validatePayload = formikValidator(placeSchema);
const validate = (values: PlaceFormValues) => validatePayload(toPlacePayload(values));
const required = requiredFieldsOf(placeSchema);

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
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  const common = (name: string) => ({ name, required: required.has(name), disabled: readOnly });

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
          <TextField {...common('name')} label={label('name')} autoComplete="off" />
          <SelectField
            {...common('type')}
            label={label('type')}
            options={PLACE_TYPES.map((value) => ({
              value,
              label: t(`enums.placeType.${value}`, { ns: 'domain' }),
            }))}
          />
          <TextField
            {...common('capacity')}
            label={label('capacity')}
            type="number"
            helperText={t('place.capacityHint')}
          />
          <SelectField
            {...common('capacityPolicy')}
            label={label('capacityPolicy')}
            helperText={t('place.capacityPolicyHint')}
            options={PLACE_CAPACITY_POLICIES.map((value) => ({
              value,
              label: t(`enums.placeCapacityPolicy.${value}`, { ns: 'domain' }),
            }))}
          />
          <SelectField
            {...common('accessStatus')}
            label={label('accessStatus')}
            helperText={t('place.accessStatusHint')}
            options={ACCESS_STATUSES.map((value) => ({
              value,
              label: t(`enums.placeAccessStatus.${value}`, { ns: 'domain' }),
            }))}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('sections.address', { ns: FORMS_NAMESPACE })}>
        <AddressFields required={required} disabled={readOnly} />
      </FormSection>
      <FormSection legend={t('place.sections.equipment')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {PLACE_EQUIPMENT_FIELDS.map((field) => (
            <SwitchField key={field} name={field} label={label(field)} disabled={readOnly} />
          ))}
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('place.sections.availability')} description={t('place.scheduleHint')}>
        <Stack gap="4">
          <PlaceScheduleField disabled={readOnly} />
          <TextField
            {...common('availabilityNotes')}
            label={label('availabilityNotes')}
            multiline
            rows={3}
            helperText={t('place.availabilityNotesHint')}
          />
        </Stack>
      </FormSection>
      <FormSection legend={t('place.sections.notes')}>
        <TextField
          {...common('observations')}
          label={label('observations')}
          multiline
          rows={3}
          helperText={t('place.observationsHint')}
        />
      </FormSection>
    </EntityForm>
  );
}
