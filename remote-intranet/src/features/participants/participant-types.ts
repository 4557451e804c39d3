import type { Attendance, Participant, ParticipantRole } from '@enlace/shared/domain';

// The shapes of docs/contracts.md, "Activities, interventions and participation", as this screen reads them.

export { PARTICIPANT_ROLES } from '@enlace/shared/domain';
export type { ParticipantRole };

/** `GET /api/interventions/{id}` (the activities helper's endpoint). */
export type InterventionSummary = {
  '@id': string;
  id: number;
  activity: { '@id': string; name: string; status: string };
  name: string | null;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  place: { '@id': string; name: string; address: string | null } | null;
  format: string;
  maxVolunteers: number;
  maxEmployees: number;
  maxBeneficiaries: number;
  counts: { volunteers: number; employees: number; beneficiaries: number; pendingBeneficiaries: number };
  /** The room holds fewer people than the session expects (its maximums added up); null otherwise. */
  capacityWarning?: { capacity: number; expected: number } | null;
  completed: boolean;
};

/** A member of `GET /api/interventions/{id}/waiting-list`: a volunteer waiting for a place, in order. */
export type { WaitingListEntry } from '@enlace/shared/domain';

/** A member of `GET /api/interventions/{id}/participants`. */
export type { Participant };

/** Who takes a place: everyone but a minor whose tutor declined. */
export const takesAPlace = (participant: Participant): boolean => participant.status !== 'declined';

/** A person the add dialog offers. */
export type PersonOption = { iri: string; name: string; surname: string; detail: string | null };

export const maximumOf = (intervention: InterventionSummary, role: ParticipantRole): number =>
  role === 'volunteer'
    ? intervention.maxVolunteers
    : role === 'employee'
      ? intervention.maxEmployees
      : intervention.maxBeneficiaries;

/** `GET /api/interventions/{id}/attendance` and a line of it, as the contract describes them. */
export type { AttendanceLine, AttendanceSheet } from '@enlace/shared/domain';

/** A line the sheet sends to `POST /api/interventions/{id}/attendance` (the contract's body takes it). */
export type AttendanceEntry = {
  participant: string;
  attendance: Attendance | null;
  minutes?: number | null;
};
