import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidTimeOfDay, minutesOfDay, WEEKDAYS, type Weekday } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { PlaceFormValues, ScheduleRangeValues } from '../utils/place-form-values';

export type PlaceScheduleFieldProps = {
  disabled?: boolean;
};

type RangeField = 'start' | 'end';

// Suggested times of a new range: a morning first, then an afternoon, then an hour after the day's last range;
// staff change them as needed.
const FIRST_RANGE = { start: '09:00', end: '14:00' };
const AFTERNOON = { start: '16:00', end: '20:00' };
const LAST_MINUTE = 23 * 60 + 59;

const asTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function suggestedRange(sameDay: ScheduleRangeValues[]): { start: string; end: string } {
  if (sameDay.length === 0) return FIRST_RANGE;
  const ends = sameDay
    .map((range) => range.end)
    .filter(isValidTimeOfDay)
    .map(minutesOfDay);
  const lastEnd = ends.length > 0 ? Math.max(...ends) : 0;
  if (lastEnd <= minutesOfDay(AFTERNOON.start)) return AFTERNOON;
  if (lastEnd >= LAST_MINUTE) return { start: '', end: '' };
  return { start: asTime(lastEnd), end: asTime(Math.min(lastEnd + 60, LAST_MINUTE)) };
}

/** The error of a schedule path once the form was submitted (client or API errors are flat keys). */
function useScheduleErrors() {
  const { errors, submitCount } = useFormikContext<PlaceFormValues>();
  const flat = errors as Record<string, unknown>;
  return (path: string): string | undefined => {
    const error = flat[path];
    return submitCount > 0 && typeof error === 'string' ? error : undefined;
  };
}

type TimeInputProps = {
  id: string;
  label: string;
  accessibleName: string;
  value: string;
  error?: string;
  errorId: string;
  disabled?: boolean;
  onChange: (value: string) => void;
};

function TimeInput({ id, label, accessibleName, value, error, errorId, disabled, onChange }: TimeInputProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} width="auto">
      <Field.Label htmlFor={id} fontSize="sm">
        {label}
      </Field.Label>
      <Input
        id={id}
        type="time"
        step={300}
        width="8.5rem"
        value={value}
        aria-label={accessibleName}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}

/**
 * The weekly availability: for each weekday, the time ranges the place can be used, added and removed one by one.
 * The ranges stay one flat list in the form (its indexes are the API's `schedules[i]` paths); the editor shows them
 * by day. One column on a phone: each day is a card, and a range's two times and its remove button wrap.
 */
export function PlaceScheduleField({ disabled }: PlaceScheduleFieldProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values, errors, setFieldValue, setErrors } = useFormikContext<PlaceFormValues>();
  const errorOf = useScheduleErrors();
  const baseId = useId();
  const schedules = values.schedules;
  const dayName = (weekday: Weekday) => t(`enums.weekday.${weekday}`, { ns: 'domain' });

  // Indexes move when a range is added or removed: the old schedule errors no longer point at the right range.
  const withoutScheduleErrors = () =>
    setErrors(
      Object.fromEntries(
        Object.entries(errors as Record<string, unknown>).filter(([path]) => !path.startsWith('schedules')),
      ),
    );

  const add = (weekday: Weekday) => {
    const sameDay = schedules.filter((range) => range.weekday === weekday);
    const range: ScheduleRangeValues = { weekday, ...suggestedRange(sameDay) };
    withoutScheduleErrors();
    void setFieldValue('schedules', [...schedules, range], false);
  };
  const remove = (index: number) => {
    withoutScheduleErrors();
    void setFieldValue(
      'schedules',
      schedules.filter((_, position) => position !== index),
      false,
    );
  };
  const change = (index: number, field: RangeField, value: string) =>
    void setFieldValue(`schedules.${index}.${field}`, value, false);

  const listError = errorOf('schedules');

  return (
    <Stack gap="3">
      {listError ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Stack as="ul" gap="3" listStyleType="none" margin="0">
        {WEEKDAYS.map((weekday) => {
          const ranges = schedules
            .map((range, index) => ({ range, index }))
            .filter(({ range }) => range.weekday === weekday);
          const day = dayName(weekday);
          const headingId = `${baseId}-${weekday}`;
          return (
            <Box as="li" key={weekday} borderWidth="1px" borderRadius="md" p="3" aria-labelledby={headingId}>
              <Stack gap="3">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text id={headingId} fontWeight="semibold">
                    {day}
                  </Text>
                  {ranges.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('place.schedule.noRanges')}
                    </Text>
                  ) : null}
                </HStack>
                {ranges.map(({ range, index }, position) => {
                  const number = position + 1;
                  const path = `schedules[${index}]`;
                  const rangeErrors = (['weekday', 'start', 'end'] as const)
                    .map((field) => ({ field, message: errorOf(`${path}.${field}`) }))
                    .filter((entry) => entry.message);
                  const errorId = `${baseId}-${index}-error`;
                  const fieldError = (field: RangeField) =>
                    rangeErrors.some((entry) => entry.field === field)
                      ? errorOf(`${path}.${field}`)
                      : undefined;
                  return (
                    <Stack
                      key={index}
                      gap="1"
                      role="group"
                      aria-label={t('place.schedule.range', { day, number })}
                    >
                      <HStack gap="3" align="flex-end" wrap="wrap">
                        <TimeInput
                          id={`${baseId}-${index}-start`}
                          label={t('place.schedule.from')}
                          accessibleName={t('place.schedule.fromNamed', { day, number })}
                          value={range.start}
                          error={fieldError('start')}
                          errorId={errorId}
                          disabled={disabled}
                          onChange={(value) => change(index, 'start', value)}
                        />
                        <TimeInput
                          id={`${baseId}-${index}-end`}
                          label={t('place.schedule.to')}
                          accessibleName={t('place.schedule.toNamed', { day, number })}
                          value={range.end}
                          error={fieldError('end')}
                          errorId={errorId}
                          disabled={disabled}
                          onChange={(value) => change(index, 'end', value)}
                        />
                        {disabled ? null : (
                          <Button
                            variant="ghost"
                            colorPalette="red"
                            size="sm"
                            aria-label={t('place.schedule.removeNamed', { day, number })}
                            onClick={() => remove(index)}
                          >
                            {t('place.schedule.remove')}
                          </Button>
                        )}
                      </HStack>
                      {rangeErrors.length > 0 ? (
                        <Text id={errorId} color="fg.error" fontSize="sm" aria-live="polite">
                          {rangeErrors.map((entry) => entry.message).join(' ')}
                        </Text>
                      ) : null}
                    </Stack>
                  );
                })}
                {disabled ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    alignSelf="flex-start"
                    aria-label={t('place.schedule.addNamed', { day })}
                    onClick={() => add(weekday)}
                  >
                    {t('place.schedule.add')}
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
