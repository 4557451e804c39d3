import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { interventionSchema, LONG_TEXT_MAX_LENGTH, MODES, type RoomCapacity } from '@enlace/shared/domain';
import { FormSection, useFormFields } from '@enlace/shared/forms';
import { SelectField, type SelectOption, TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { COUNT_FIELDS, type InterventionFormValues } from '../utils/intervention-form-values';
import { InterventionCapacityNotice } from './intervention-capacity-notice';

export type InterventionFieldsProps = {
  /** Each place's capacity, by IRI, for the notice under the maximums. */
  rooms: ReadonlyMap<string, RoomCapacity>;
  loadPlaceOptions: () => Promise<SelectOption[]>;
  /** The label of the day: the session's, or the first of a series. */
  dateLabel: string;
};

/** What a session is made of (day, times, format, place, expected people, notes): one session's or a series'. */
export function InterventionFields({ rooms, loadPlaceOptions, dateLabel }: InterventionFieldsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { field, fieldLabel, choices } = useFormFields<InterventionFormValues>(interventionSchema);
  return (
    <Stack gap="6">
      <TextField {...field('name')} label={t('interventions.name')} autoComplete="off" />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <TextField {...field('date')} label={dateLabel} type="date" />
        <TextField {...field('scheduleStart')} label={fieldLabel('scheduleStart')} type="time" />
        <TextField {...field('scheduleEnd')} label={fieldLabel('scheduleEnd')} type="time" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField {...field('format')} label={fieldLabel('format')} options={choices('mode', MODES)} />
        <SelectField
          name="place"
          label={t('interventions.columns.place')}
          placeholder={t('interventions.noPlace')}
          helperText={t('interventions.placeHint')}
          loadOptions={loadPlaceOptions}
        />
      </SimpleGrid>
      <FormSection legend={t('interventions.peopleLegend')} description={t('interventions.peopleHint')}>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
          {COUNT_FIELDS.map((count) => (
            <TextField key={count} {...field(count)} label={fieldLabel(count)} type="number" />
          ))}
        </SimpleGrid>
        <InterventionCapacityNotice rooms={rooms} />
      </FormSection>
      <TextField
        {...field('observations')}
        label={fieldLabel('observations')}
        multiline
        rows={3}
        helperText={t('activity.descriptionHint', { max: LONG_TEXT_MAX_LENGTH })}
      />
    </Stack>
  );
}
