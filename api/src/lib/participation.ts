import {
  acceptsSubscriptions,
  type ActivityStatus,
  GUARDIAN_CONSENT_LIFETIME_DAYS,
  guardianConsentStatus,
  hiddenFromVolunteers,
  isInterventionCompleted,
  type ParticipantRole,
} from '@enlace/shared/domain';
import { rolesOf } from './roles-of';
import {
  COMPLETED,
  interventionNotFound,
  interventionNotReady,
  minorVolunteerAuthorisationPending,
  volunteerNotValidated,
} from './participation-errors';

// The rules of taking part in an intervention (docs/adr/0060-participation.md), without the database: who is which
// role, when an intervention is completed, and the refusals that need nothing but what has been read. The
// repositories read, lock and write, and call these in the order of the refusals.

export type { ParticipantRole };

/** The person an IRI names: its list decides the role (coordinators count as employees). */
export interface PersonRef {
  kind: 'volunteer' | 'employee' | 'coordinator' | 'beneficiary';
  id: number;
}

export const GUARDIAN_CONSENT_LIFETIME_MS = GUARDIAN_CONSENT_LIFETIME_DAYS * 24 * 3600 * 1000;

/** The intervention as participation needs it: its activity's status, its limits and its place. */
export interface ParticipationIntervention {
  id: number;
  activityId: number;
  activityName: string;
  activityStatus: string;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  maxVolunteers: number;
  maxEmployees: number;
  maxBeneficiaries: number;
  placeName: string | null;
  placeAddress: string | null;
}

export const roleOfKind = (kind: PersonRef['kind']): ParticipantRole =>
  kind === 'volunteer' ? 'volunteer' : kind === 'beneficiary' ? 'beneficiary' : 'employee';

/** The kind of list a user's IRI belongs to: a volunteer, or a staff member with or without the coordinator role. */
export const userKind = (profile: string, roles: string): PersonRef['kind'] =>
  profile === 'volunteer'
    ? 'volunteer'
    : rolesOf({ roles }).includes('coordinator')
      ? 'coordinator'
      : 'employee';

export const isCompleted = (intervention: ParticipationIntervention, now = new Date()) =>
  isInterventionCompleted(intervention.activityStatus, intervention.date, intervention.scheduleEnd, now);

export const maximumOf = (intervention: ParticipationIntervention, role: ParticipantRole) =>
  role === 'volunteer'
    ? intervention.maxVolunteers
    : role === 'employee'
      ? intervention.maxEmployees
      : intervention.maxBeneficiaries;

/** The intervention's place as a tutor reads it: its name and address, or the address alone. */
export const placeText = (intervention: ParticipationIntervention) =>
  intervention.placeName
    ? [intervention.placeName, intervention.placeAddress].filter(Boolean).join(', ')
    : intervention.placeAddress;

/**
 * 404 when the intervention does not exist or, for a volunteer acting for themselves, belongs to an activity hidden
 * from volunteers (`hiddenFromVolunteers`: a draft or a cancelled one).
 */
export function assertFoundFor(
  intervention: ParticipationIntervention | undefined,
  volunteerSelf: boolean,
): asserts intervention is ParticipationIntervention {
  if (
    !intervention ||
    (volunteerSelf && hiddenFromVolunteers(intervention.activityStatus as ActivityStatus))
  ) {
    throw interventionNotFound();
  }
}

/** A volunteer takes part only once validated and, while a minor, once their tutor authorised it. */
export function assertVolunteerMayTakePart(who: {
  validated: boolean;
  birthday: string | null;
  guardianConsentedAt: string | null;
}) {
  if (!who.validated) throw volunteerNotValidated();
  if (guardianConsentStatus(who.birthday, who.guardianConsentedAt) === 'pending') {
    throw minorVolunteerAuthorisationPending();
  }
}

/**
 * The intervention still takes this role: not completed (the role's completed refusal), and for a volunteer's own
 * sign-up an activity open for it (`intervention-not-ready-yet`).
 */
export function assertOpenTo(intervention: ParticipationIntervention, role: ParticipantRole, self: boolean) {
  if (isCompleted(intervention)) throw COMPLETED[role]();
  if (self && !acceptsSubscriptions(intervention.activityStatus as ActivityStatus))
    throw interventionNotReady();
}
