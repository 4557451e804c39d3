import type { AttendanceSheet } from '@enlace/shared/contracts';
import { sessionMinutes } from '@enlace/shared/domain';
import {
  type AttendanceLine,
  type AttendanceSheet as AttendanceSheetRows,
  attendanceParticipantIri,
} from '../../../plugins/repositories/attendance-repository';

const PERSON_LISTS = {
  volunteer: { path: 'volunteers', type: 'Volunteer' },
  employee: { path: 'employees', type: 'Employee' },
  coordinator: { path: 'coordinators', type: 'Coordinator' },
  beneficiary: { path: 'beneficiaries', type: 'Beneficiary' },
} as const satisfies Record<AttendanceLine['personKind'], { path: string; type: string }>;

export const attendanceIri = (interventionId: number) => `/api/interventions/${interventionId}/attendance`;

export function toAttendanceSheetResource(
  sheet: AttendanceSheetRows,
  started: boolean,
): AttendanceSheet & { '@context': string } {
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
