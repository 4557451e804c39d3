import {
  minorTutorBodyProperties,
  type Volunteer,
  type VolunteerBody,
  type VolunteerListItem,
  volunteerProfileBodyProperties,
  volunteerProfileProperties,
} from '@enlace/shared/contracts';
import {
  guardianConsentStatus,
  type HowWeMet,
  SKILL_AREAS,
  type SkillArea,
  TIMES_OF_DAY,
  TUTOR_RELATIONS,
  type VolunteerAvailability,
  type VolunteerStatus,
  VOLUNTEER_TRAITS,
  type VolunteerTrait,
  volunteerSchema,
  WEEKDAYS,
} from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { type PersonColumns, pickOptions, textOf, validPersonColumns } from '../../../lib/person-payload';
import {
  accessStatusOf,
  parseJson,
  parseList,
  personDetails,
  personSummary,
  referenceIri,
} from '../../../lib/person-resource';
import type {
  VolunteerListRow,
  VolunteerRow,
  VolunteerValues,
} from '../../../plugins/repositories/volunteers-repository';

export const volunteerNotFound = () => notFound('El voluntario no existe.');

export const volunteerIri = (id: number) => `/api/volunteers/${id}`;

// The volunteering profile's body and answer, and a minor's tutor in a body, are the contract's (the own profile
// and the sign-up take them too).
export { minorTutorBodyProperties, volunteerProfileBodyProperties, volunteerProfileProperties };

const parseAvailability = (value: string | null): VolunteerAvailability => {
  const parsed = parseJson(value);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as VolunteerAvailability)
    : {};
};

export function toVolunteerListItem(row: VolunteerListRow): VolunteerListItem {
  return {
    '@id': volunteerIri(row.id),
    '@type': 'Volunteer',
    id: row.id,
    ...personSummary(row),
    status: (row.status ?? 'pending') as VolunteerStatus,
    validatedAt: row.validated_at,
    createdAt: row.created_at,
    accessStatus: accessStatusOf(row),
  };
}

/** The volunteering profile of a stored person. */
export const volunteerProfile = (user: User) => ({
  skills: parseList(user.skills) as SkillArea[],
  availability: parseAvailability(user.availability),
  howWeMet: user.how_we_met as HowWeMet | null,
  traits: parseList(user.traits) as VolunteerTrait[],
  aboutMe: user.about_me,
});

export function toVolunteerResource(user: VolunteerRow): Volunteer & { '@context': string } {
  return {
    '@context': '/api/contexts/Volunteer',
    ...toVolunteerListItem(user),
    ...personDetails(user),
    ...volunteerProfile(user),
    tutorName: user.tutor_name,
    tutorSurname: user.tutor_surname,
    tutorEmail: user.tutor_email,
    tutorPhone: user.tutor_phone,
    relation: user.tutor_relation,
    guardianConsent: guardianConsentStatus(user.birthday, {
      consentedAt: user.guardian_consented_at,
      declinedAt: user.guardian_declined_at,
    }),
    guardianConsentedAt: user.guardian_consented_at,
    guardianDeclinedAt: user.guardian_declined_at,
    guardianDeclineReason: user.guardian_decline_reason,
    inactive: user.status === 'inactive',
    validatedBy: referenceIri('users', user.validated_by_id),
    validatedByName: user.validated_by_name ?? null,
    accessStatus: accessStatusOf(user),
    updatedAt: user.updated_at,
  };
}

/** The stored volunteer as a payload, the base a merge patch applies to. */
export function toVolunteerPayload(user: User): VolunteerBody {
  const { '@context': _context, ...resource } = toVolunteerResource(user);
  return resource;
}

function normalizeAvailability(value: unknown): string {
  const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const availability: Record<string, string[]> = {};
  for (const day of WEEKDAYS) {
    const times = given[day];
    const chosen = Array.isArray(times) ? TIMES_OF_DAY.filter((time) => times.includes(time)) : [];
    if (chosen.length) availability[day] = chosen;
  }
  return JSON.stringify(availability);
}

/** The volunteering profile's columns from a payload the shared rules have accepted. */
export const volunteerProfileColumns = (payload: VolunteerBody) => ({
  skills: pickOptions(payload.skills, SKILL_AREAS),
  availability: normalizeAvailability(payload.availability),
  how_we_met: textOf(payload.howWeMet),
  traits: pickOptions(payload.traits, VOLUNTEER_TRAITS),
  about_me: textOf(payload.aboutMe),
});

/**
 * Validates a complete volunteer payload (a creation, or the stored volunteer with a patch merged in) with the
 * shared rules plus what only the server can check (address references, email taken), and returns the columns.
 */
export async function validVolunteerValues(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: VolunteerBody,
  volunteerId?: number,
): Promise<VolunteerValues> {
  const person = await validPersonColumns(app, request, volunteerSchema, payload, volunteerId);
  return volunteerValuesOf(person, payload);
}

/** A volunteer's columns from a payload the shared rules have accepted and its person columns. */
export function volunteerValuesOf(person: PersonColumns, payload: VolunteerBody): VolunteerValues {
  return {
    ...person,
    ...volunteerProfileColumns(payload),
    ...minorTutorColumns(payload),
    inactive: payload.inactive === true,
  };
}

/** A minor volunteer's tutor from a payload the shared rules have accepted (a relation off the list is dropped). */
export function minorTutorColumns(payload: VolunteerBody) {
  const relation = textOf(payload.relation);
  return {
    tutor_name: textOf(payload.tutorName),
    tutor_surname: textOf(payload.tutorSurname),
    tutor_email: textOf(payload.tutorEmail)?.toLowerCase() ?? null,
    tutor_phone: textOf(payload.tutorPhone),
    tutor_relation: relation && (TUTOR_RELATIONS as readonly string[]).includes(relation) ? relation : null,
  };
}
