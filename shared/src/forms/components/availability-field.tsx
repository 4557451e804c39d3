import { Fieldset, Table } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMES_OF_DAY, WEEKDAYS } from '@enlace/shared/domain';
import type { TimeOfDay, VolunteerAvailability, Weekday } from '@enlace/shared/domain';
import { FORMS_NAMESPACE } from '../translations';
import { useFieldsetError } from '../hooks/use-fieldset-error';
import { NativeCheckbox } from './native-checkbox';

export type AvailabilityFieldProps = {
  /** A formik field holding `{ monday: ['morning'], … }`. */
  name: string;
  legend?: ReactNode;
  disabled?: boolean;
};

/**
 * Weekdays × morning/afternoon as a grid of check boxes (rows are days, so it fits a phone). Every weekday is kept
 * in the value, empty when unticked, so that a merge patch also clears the days that were unticked.
 */
export function AvailabilityField({ name, legend, disabled }: AvailabilityFieldProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [field] = useField<VolunteerAvailability | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const { error, rootProps, controlProps } = useFieldsetError(name);
  const value = field.value ?? {};

  const toggle = (day: Weekday, time: TimeOfDay, checked: boolean) => {
    const times = value[day] ?? [];
    const next = Object.fromEntries(
      WEEKDAYS.map((weekday) => [
        weekday,
        weekday === day
          ? TIMES_OF_DAY.filter((option) => (option === time ? checked : times.includes(option)))
          : (value[weekday] ?? []),
      ]),
    );
    void setFieldValue(name, next);
    void setFieldTouched(name, true, false);
  };

  return (
    <Fieldset.Root {...rootProps} disabled={disabled}>
      <Fieldset.Legend fontWeight="medium">
        {legend ?? t('fields.availability', { ns: 'domain' })}
      </Fieldset.Legend>
      <Fieldset.HelperText>{t('availabilityHint')}</Fieldset.HelperText>
      <Table.Root size="sm" width="auto" mt="2">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('weekday')}</Table.ColumnHeader>
            {TIMES_OF_DAY.map((time) => (
              <Table.ColumnHeader key={time} textAlign="center">
                {t(`enums.timeOfDay.${time}`, { ns: 'domain' })}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {WEEKDAYS.map((day) => (
            <Table.Row key={day}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {t(`enums.weekday.${day}`, { ns: 'domain' })}
              </Table.Cell>
              {TIMES_OF_DAY.map((time) => (
                <Table.Cell key={time} textAlign="center">
                  <NativeCheckbox
                    type="checkbox"
                    aria-label={t('availabilitySlot', {
                      day: t(`enums.weekday.${day}`, { ns: 'domain' }),
                      time: t(`enums.timeOfDay.${time}`, { ns: 'domain' }),
                    })}
                    {...controlProps}
                    checked={(value[day] ?? []).includes(time)}
                    disabled={disabled}
                    onChange={(event) => toggle(day, time, event.target.checked)}
                  />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
