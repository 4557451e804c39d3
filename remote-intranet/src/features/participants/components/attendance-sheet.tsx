import { Box, Button, Field, Heading, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { PageAlert } from '../../../components/page-alert';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useSaveAttendance } from '../api/save-attendance';
import type { AttendanceEntry, AttendanceLine, AttendanceSheet as Sheet } from '../participant-types';

export type AttendanceSheetProps = {
  sheet: Sheet;
  interventionId: number;
  /** Recording is offered (permission). */
  canRecord: boolean;
  /** The sheet as the API stored it after a save. */
  onSaved: (sheet: Sheet) => void;
};

type Row = { attendance: AttendanceLine['attendance']; minutes: string };
type Values = { rows: Row[] };
type Errors = Record<string, string>;

const rowsOf = (sheet: Sheet): Row[] =>
  sheet.member.map((line) => ({
    attendance: line.attendance,
    minutes: String(line.minutes ?? line.defaultMinutes ?? ''),
  }));

/** The lines marked, with minutes for volunteers who came, and the row each one stands for. */
function entriesOf(sheet: Sheet, rows: Row[]) {
  const entries: AttendanceEntry[] = [];
  const rowOfEntry: number[] = [];
  rows.forEach((row, index) => {
    if (row.attendance === null) return;
    const line = sheet.member[index];
    const entry: AttendanceEntry = { participant: line['@id'], attendance: row.attendance };
    if (line.role === 'volunteer' && row.attendance === 'attended') {
      entry.minutes = row.minutes.trim() === '' ? null : Number(row.minutes);
    }
    entries.push(entry);
    rowOfEntry.push(index);
  });
  return { entries, rowOfEntry };
}

/** `entries[2].minutes` of the lines sent → `rows[5].minutes` of the rows shown. */
const toRowErrors = (errors: Errors, rowOfEntry: number[]): Errors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const match = /^entries\[(\d+)\]\.(\w+)$/.exec(path);
      return [match ? `rows[${rowOfEntry[Number(match[1])]}].${match[2]}` : path, message];
    }),
  );

/**
 * Who came to the session: present or absent for each confirmed participant and, for volunteers, the minutes
 * given (the session's length unless changed). Recorded from the session's start (docs/adr/0072).
 */
export function AttendanceSheet({ sheet, interventionId, canRecord, onSaved }: AttendanceSheetProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const save = useSaveAttendance(interventionId);
  const editable = canRecord && sheet.started;
  const duration = (total: number) => {
    const { hours, minutes } = hoursAndMinutes(total);
    // "2 h", "45 min" or "2 h 30 min".
    const key = minutes === 0 ? 'durationHours' : hours === 0 ? 'durationMinutes' : 'duration';
    return t(`participants.attendance.${key}`, { hours, minutes });
  };
  const notStartedId = `attendance-not-started-${interventionId}`;

  return (
    <Stack as="section" gap="3" aria-labelledby="attendance-heading">
      <Heading as="h2" size="lg" id="attendance-heading">
        {t('participants.attendance.title')}
      </Heading>
      {!sheet.started ? (
        <PageAlert status="info" title={t('participants.attendance.notStartedTitle')} id={notStartedId}>
          {t('participants.attendance.notStartedText', {
            date: format.date(sheet.intervention.date),
            time: format.time(sheet.intervention.scheduleStart),
          })}
        </PageAlert>
      ) : null}
      {sheet.member.length === 0 ? (
        <Text color="fg.muted">{t('participants.attendance.empty')}</Text>
      ) : (
        <Formik<Values>
          initialValues={{ rows: rowsOf(sheet) }}
          enableReinitialize
          onSubmit={async (values, helpers) => {
            const { entries, rowOfEntry } = entriesOf(sheet, values.rows);
            const setFieldErrors = (errors: Errors) =>
              helpers.setErrors(toRowErrors(errors, rowOfEntry) as FormikErrors<Values>);
            const saved = await save(sheet, entries, setFieldErrors);
            if (saved) onSaved(saved);
          }}
        >
          {({ values, errors, setFieldValue, isSubmitting }) => {
            const flatErrors = errors as Errors;
            const marked = values.rows.some((row) => row.attendance !== null);
            return (
              <Form noValidate aria-describedby={sheet.started ? undefined : notStartedId}>
                <Stack gap="3">
                  <HStack justify="flex-end">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!editable}
                      onClick={() =>
                        values.rows.forEach((_row, index) =>
                          setFieldValue(`rows[${index}].attendance`, 'attended'),
                        )
                      }
                    >
                      {t('participants.attendance.markAll')}
                    </Button>
                  </HStack>
                  <Stack as="ul" gap="0" borderWidth="1px" rounded="md" listStyleType="none">
                    {sheet.member.map((line, index) => {
                      const name = `${line.person.name} ${line.person.surname}`;
                      const row = values.rows[index];
                      const minutesError = flatErrors[`rows[${index}].minutes`];
                      const lineError =
                        flatErrors[`rows[${index}].participant`] ?? flatErrors[`rows[${index}].attendance`];
                      const minutesId = `attendance-minutes-${line.id}`;
                      const minutes = Number(row.minutes);
                      return (
                        <Box
                          as="li"
                          key={line.id}
                          px="3"
                          py="3"
                          borderTopWidth={index === 0 ? undefined : '1px'}
                          data-testid={`attendance-line-${line.id}`}
                        >
                          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
                            <Box flex="1" minW="0">
                              <Text fontWeight="medium">{name}</Text>
                              <Text fontSize="sm" color="fg.muted">
                                {t(`participants.attendance.role.${line.role}`)}
                              </Text>
                            </Box>
                            <HStack
                              role="group"
                              aria-label={t('participants.attendance.groupLabel', { name })}
                              gap="2"
                            >
                              {(['attended', 'absent'] as const).map((value) => (
                                <Button
                                  key={value}
                                  size="sm"
                                  variant={row.attendance === value ? 'solid' : 'outline'}
                                  colorPalette={value === 'attended' ? 'green' : 'gray'}
                                  aria-pressed={row.attendance === value}
                                  aria-label={t(`participants.attendance.${value}Label`, { name })}
                                  disabled={!editable}
                                  onClick={() => setFieldValue(`rows[${index}].attendance`, value)}
                                >
                                  {t(`participants.attendance.${value}`)}
                                </Button>
                              ))}
                            </HStack>
                            {line.role === 'volunteer' ? (
                              <Field.Root
                                invalid={Boolean(minutesError)}
                                disabled={!editable || row.attendance !== 'attended'}
                                w={{ base: 'full', md: '44' }}
                              >
                                <Field.Label htmlFor={minutesId} fontSize="sm">
                                  {t('participants.attendance.minutes')}
                                  <VisuallyHidden>
                                    {t('participants.attendance.minutesOf', { name })}
                                  </VisuallyHidden>
                                </Field.Label>
                                <Input
                                  id={minutesId}
                                  name={`rows[${index}].minutes`}
                                  type="number"
                                  inputMode="numeric"
                                  min={0}
                                  max={1440}
                                  step={1}
                                  value={row.minutes}
                                  // Kept as typed (formik would turn a number field's text into a number).
                                  onChange={(event) =>
                                    setFieldValue(`rows[${index}].minutes`, event.target.value)
                                  }
                                />
                                {minutesError ? (
                                  <Field.ErrorText>{minutesError}</Field.ErrorText>
                                ) : Number.isInteger(minutes) && row.minutes.trim() !== '' ? (
                                  <Field.HelperText>{duration(minutes)}</Field.HelperText>
                                ) : null}
                              </Field.Root>
                            ) : null}
                          </Stack>
                          {lineError ? (
                            <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                              {lineError}
                            </Text>
                          ) : null}
                          {line.recordedBy && line.recordedAt ? (
                            <Text fontSize="xs" color="fg.muted" mt="1">
                              {t('participants.attendance.recordedBy', {
                                name: `${line.recordedBy.name} ${line.recordedBy.surname}`,
                                date: format.dateTime(line.recordedAt),
                              })}
                            </Text>
                          ) : null}
                        </Box>
                      );
                    })}
                  </Stack>
                  {flatErrors.entries ? (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {flatErrors.entries}
                    </Text>
                  ) : null}
                  {canRecord ? (
                    <HStack>
                      <Button type="submit" loading={isSubmitting} disabled={!editable || !marked}>
                        {t('participants.attendance.save')}
                      </Button>
                    </HStack>
                  ) : null}
                </Stack>
              </Form>
            );
          }}
        </Formik>
      )}
    </Stack>
  );
}
