import { ATTENDANCE_VALUES, sessionMinutes } from '@enlace/shared/domain';
import { errors, nullableString, sessionSummaryProperties } from '../../../lib/schemas';
import {
  type AttendanceLine,
  type AttendanceSheet,
  attendanceParticipantIri,
} from '../../../plugins/repositories/attendance-repository';

export { idParamsSchema } from '../../../lib/schemas';
export { errors };

const PERSON_LISTS = {
  volunteer: { path: 'volunteers', type: 'Volunteer' },
  employee: { path: 'employees', type: 'Employee' },
  coordinator: { path: 'coordinators', type: 'Coordinator' },
  beneficiary: { path: 'beneficiaries', type: 'Beneficiary' },
} as const satisfies Record<AttendanceLine['personKind'], { path: string; type: string }>;

export const attendanceIri = (interventionId: number) => `/api/interventions/${interventionId}/attendance`;

const attendanceLineSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string', description: 'El IRI de la participación' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    role: { type: 'string', enum: ['volunteer', 'employee', 'beneficiary'] },
    person: {
      type: 'object',
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
      },
    },
    attendance: {
      type: ['string', 'null'],
      enum: [...ATTENDANCE_VALUES, null],
      description: 'attended, absent, o null mientras no se ha anotado',
    },
    minutes: {
      type: ['integer', 'null'],
      description: 'Minutos dados (voluntarios que asistieron); null en otro caso',
    },
    defaultMinutes: {
      type: ['integer', 'null'],
      description: 'La duración de la sesión para un voluntario (lo que se anota si no se indica otra cifra)',
    },
    recordedAt: nullableString,
    recordedBy: {
      type: ['object', 'null'],
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
      },
    },
  },
} as const;

export const attendanceSheetSchemaJson = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    intervention: {
      type: 'object',
      properties: {
        ...sessionSummaryProperties,
      },
    },
    started: {
      type: 'boolean',
      description: 'La sesión ha empezado (hora de España): desde entonces se puede anotar la asistencia',
    },
    defaultMinutes: { type: 'integer', description: 'La duración de la sesión en minutos' },
    totalItems: { type: 'integer' },
    member: { type: 'array', items: attendanceLineSchema },
  },
} as const;

export function toAttendanceSheetResource(sheet: AttendanceSheet, started: boolean) {
  const { session } = sheet;
  const defaultMinutes = sessionMinutes(session.scheduleStart, session.scheduleEnd);
  return {
    '@context': '/api/contexts/AttendanceSheet',
    '@id': attendanceIri(session.id),
    '@type': 'AttendanceSheet',
    intervention: {
      '@id': `/api/interventions/${session.id}`,
      '@type': 'Intervention',
      id: session.id,
      name: session.name,
      date: session.date,
      scheduleStart: session.scheduleStart,
      scheduleEnd: session.scheduleEnd,
      activity: {
        '@id': `/api/activities/${session.activityId}`,
        '@type': 'Activity',
        id: session.activityId,
        name: session.activityName,
      },
    },
    started,
    defaultMinutes,
    totalItems: sheet.lines.length,
    member: sheet.lines.map((line) => ({
      '@id': attendanceParticipantIri(session.id, line.participantId),
      '@type': 'Participant',
      id: line.participantId,
      role: line.role,
      person: {
        '@id': `/api/${PERSON_LISTS[line.personKind].path}/${line.personId}`,
        '@type': PERSON_LISTS[line.personKind].type,
        name: line.name,
        surname: line.surname,
      },
      attendance: line.attendance,
      minutes: line.minutes,
      defaultMinutes: line.role === 'volunteer' ? defaultMinutes : null,
      recordedAt: line.recordedAt,
      recordedBy: line.recordedBy && {
        '@id': `/api/users/${line.recordedBy.id}`,
        '@type': 'User',
        name: line.recordedBy.name,
        surname: line.recordedBy.surname,
      },
    })),
  };
}
