import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { interventionSchema, LONG_TEXT_MAX_LENGTH, MODES, type RoomCapacity } from '@enlace/shared/domain';
import { FormSection, requiredFieldsOf } from '@enlace/shared/forms';
import { SelectField, type SelectOption, TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { COUNT_FIELDS, type InterventionFormValues } from '../utils/intervention-form-values';
import { InterventionCapacityNotice } from './intervention-capacity-notice';

const required = requiredFieldsOf(interventionSchema);

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
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  const common = (name: keyof InterventionFormValues) => ({ name, required: required.has(name) });
  return (
    <Stack gap="6">
      <TextField {...common('name')} label={t('interventions.name')} autoComplete="off" />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <TextField {...common('date')} label={dateLabel} type="date" />
        <TextField {...common('scheduleStart')} label={label('scheduleStart')} type="time" />
        <TextField {...common('scheduleEnd')} label={label('scheduleEnd')} type="time" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          {...common('format')}
          label={label('format')}
          options={MODES.map((value) => ({
            value,
            label: t(`enums.mode.${value}`, { ns: 'domain' }),
          }))}
        />
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
          {COUNT_FIELDS.map((field) => (
            <TextField key={field} {...common(field)} label={label(field)} type="number" />
          ))}
        </SimpleGrid>
        <InterventionCapacityNotice rooms={rooms} />
      </FormSection>
      <TextField
        {...common('observations')}
        label={label('observations')}
        multiline
        rows={3}
        helperText={t('activity.descriptionHint', { max: LONG_TEXT_MAX_LENGTH })}
      />
    </Stack>
  );
}
