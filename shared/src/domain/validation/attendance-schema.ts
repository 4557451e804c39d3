import { array, type InferType, mixed, number, object, string } from 'yup';
import { ATTENDANCE_VALUES } from '@enlace/shared/domain/core';
import { ATTENDANCE_MAX_MINUTES, canRecordAttendanceOf } from '../attendance';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Who can be marked on the sheet, by the participant's IRI: the API reads it from the intervention, the form from
 * the sheet it shows. Give it as yup's `context` (`{ participants }`).
 */
export interface AttendanceSheetContext {
  participants: Record<string, { role: string; status: string }>;
}

type Entry = { participant?: unknown; attendance?: unknown; minutes?: unknown };

const participantOf = (context: unknown, iri: unknown) =>
  typeof iri === 'string'
    ? (context as Partial<AttendanceSheetContext> | undefined)?.participants?.[iri]
    : undefined;

/**
 * One line of the sheet: a participant of the intervention (its IRI), confirmed; attended, absent, or `null` to
 * clear the mark; and, for a volunteer who attended, the whole minutes given (0 to 24 h; left out or `null`: the
 * session's length).
 */
export const attendanceEntryShape = builtOnFirstUse(() => ({
  participant: string()
    .nullable()
    .test('not-blank', m('field-not-blank'), (value) => typeof value === 'string' && value.trim() !== '')
    .test('known', m('field-not-valid-option'), function check(value) {
      return !value || participantOf(this.options.context, value) !== undefined;
    })
    .test('confirmed', m('attendance-participant-not-confirmed'), function check(value) {
      const participant = participantOf(this.options.context, value);
      return !participant || canRecordAttendanceOf(participant.status);
    })
    .test('once', m('attendance-participant-repeated'), function check(value) {
      const entries = (this.from?.[1]?.value as { entries?: Entry[] } | undefined)?.entries ?? [];
      return !value || entries.filter((entry) => entry?.participant === value).length < 2;
    }),
  attendance: mixed<(typeof ATTENDANCE_VALUES)[number]>()
    .nullable()
    .defined(m('field-not-blank'))
    .oneOf([...ATTENDANCE_VALUES, null], m('field-not-valid-option')),
  minutes: number()
    .nullable()
    .typeError(m('field-not-valid-type'))
    .integer(m('field-not-valid-type'))
    .min(0, m('field-cannot-be-negative'))
    .max(ATTENDANCE_MAX_MINUTES, m('field-max-value', { max: ATTENDANCE_MAX_MINUTES }))
    .test('volunteers-only', m('attendance-minutes-volunteers-only'), function check(value) {
      if (value === null || value === undefined) return true;
      const participant = participantOf(this.options.context, (this.parent as Entry).participant);
      return !participant || participant.role === 'volunteer';
    })
    .test('attended-only', m('attendance-minutes-need-attended'), function check(value) {
      if (value === null || value === undefined) return true;
      return (this.parent as Entry).attendance === 'attended';
    }),
}));

/** The attendance sheet saved in one go: the lines it lists change, the others stay as they are. */
export const attendanceSheetSchema = builtOnFirstUse(() =>
  object({
    entries: array()
      .of(object(attendanceEntryShape))
      .defined(m('field-not-blank'))
      .min(1, m('field-not-blank')),
  }),
);

export type AttendanceSheetInput = InferType<typeof attendanceSheetSchema>;
