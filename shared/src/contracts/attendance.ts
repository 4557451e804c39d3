import { type Static, Type } from '@sinclair/typebox';
import { ATTENDANCE_VALUES, type Attendance, PARTICIPANT_ROLES } from '../domain/enumerations';
import { nullableObject, nullableString, oneOf, textBody } from './json-schema';
import { IdParamsSchema } from './params';
import type { ResourceOf } from './resource';
import { sessionSummaryProperties } from './session-summary';

// The attendance sheet of a session over HTTP (`/api/interventions/{id}/attendance`), written once for the API and
// the screens (docs/adr/0072-attendance-and-hours.md).

/** `{id}`: the intervention's. */
export const AttendanceParamsSchema = IdParamsSchema;

/** A person the sheet names: a participant, or who recorded their attendance. */
const namedPersonProperties = {
  '@id': Type.String(),
  '@type': Type.String(),
  name: Type.String(),
  surname: Type.String(),
};

/** A line of the sheet: a confirmed participant and their attendance. */
export const AttendanceLineSchema = Type.Object({
  '@id': Type.String({ description: 'El IRI de la participación' }),
  '@type': Type.String(),
  id: Type.Integer(),
  role: oneOf(PARTICIPANT_ROLES),
  person: Type.Object(namedPersonProperties),
  attendance: Type.Unsafe<Attendance | null>({
    type: ['string', 'null'],
    enum: [...ATTENDANCE_VALUES, null],
    description: 'attended, absent, o null mientras no se ha anotado',
  }),
  minutes: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'Minutos dados (voluntarios que asistieron); null en otro caso',
  }),
  /** The session's length for a volunteer; null for staff and beneficiaries (no minutes are kept for them). */
  defaultMinutes: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'La duración de la sesión para un voluntario (lo que se anota si no se indica otra cifra)',
  }),
  recordedAt: nullableString(),
  recordedBy: nullableObject(Type.Object(namedPersonProperties)),
});
export type AttendanceLine = Static<typeof AttendanceLineSchema>;

/** `GET /api/interventions/{id}/attendance`, and what a save answers. */
export const AttendanceSheetSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  intervention: Type.Object(sessionSummaryProperties),
  started: Type.Boolean({
    description: 'La sesión ha empezado (hora de España): desde entonces se puede anotar la asistencia',
  }),
  defaultMinutes: Type.Integer({ description: 'La duración de la sesión en minutos' }),
  totalItems: Type.Integer(),
  member: Type.Array(AttendanceLineSchema),
});
export type AttendanceSheet = ResourceOf<typeof AttendanceSheetSchema>;

/** More lines than any session holds people is not a sheet. */
export const ATTENDANCE_MAX_ENTRIES = 1000;

/**
 * What `POST /api/interventions/{id}/attendance` takes: the lines to change, each naming its participant by IRI.
 * JSON types and lengths only; the rules are the shared `attendanceSheetSchema`'s.
 */
export const AttendanceBodySchema = Type.Partial(
  Type.Object({
    entries: Type.Array(
      Type.Partial(
        Type.Object({
          participant: textBody(200),
          attendance: Type.Unsafe<string | null>({
            type: ['string', 'null'],
            maxLength: 20,
            examples: [...ATTENDANCE_VALUES],
          }),
          minutes: Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'], maxLength: 20 }),
        }),
      ),
      { maxItems: ATTENDANCE_MAX_ENTRIES },
    ),
  }),
);
export type AttendanceBody = Static<typeof AttendanceBodySchema>;
