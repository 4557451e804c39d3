import {
  guardianConsentStatus,
  SKILL_AREAS,
  TIMES_OF_DAY,
  TUTOR_RELATIONS,
  VOLUNTEER_TRAITS,
  volunteerSchema,
  WEEKDAYS,
} from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { nullableString } from '../../../lib/schemas';
import {
  personBodyProperties,
  type PersonBody,
  type PersonColumns,
  pickOptions,
  stringListBody,
  textBody,
  textOf,
  validPersonColumns,
} from '../../../lib/person-payload';
import {
  accessStatusOf,
  parseJson,
  parseList,
  personDetailProperties,
  personDetails,
  personSummary,
  personSummaryProperties,
  referenceIri,
  stringArraySchema,
} from '../../../lib/person-resource';
import type {
  VolunteerListRow,
  VolunteerRow,
  VolunteerValues,
} from '../../../plugins/repositories/volunteers-repository';

/** The volunteer payload as the client sends it (JSON-LD names; references as IRIs or ids). */
export type VolunteerBody = PersonBody;

export const volunteerNotFound = () => notFound('El voluntario no existe.');

export const volunteerIri = (id: number) => `/api/volunteers/${id}`;

export { idParamsSchema } from '../../../lib/schemas';

/** The volunteering profile's JSON types (the volunteer resource and a volunteer's own profile). */
export const volunteerProfileBodyProperties = {
  skills: stringListBody,
  availability: {
    type: ['object', 'null'],
    maxProperties: 7,
    additionalProperties: {
      type: ['array', 'null'],
      maxItems: 2,
      items: { type: 'string', maxLength: 64 },
    },
  },
  howWeMet: textBody(64),
  traits: stringListBody,
  aboutMe: textBody(10_000),
} as const;

/** A minor volunteer's tutor, who authorises the volunteering (spec §5, legal age rules). */
export const minorTutorBodyProperties = {
  tutorName: textBody(1024),
  tutorSurname: textBody(1024),
  tutorEmail: textBody(1024),
  tutorPhone: textBody(64),
  relation: textBody(64),
} as const;

// The JSON type check only (no coercion); the rules themselves are the shared volunteerSchema's.
export const volunteerBodySchema = {
  type: 'object',
  properties: {
    ...personBodyProperties,
    ...volunteerProfileBodyProperties,
    ...minorTutorBodyProperties,
    inactive: { type: ['boolean', 'null'] },
  },
} as const;

export const volunteerListItemSchema = {
  type: 'object',
  properties: {
    ...personSummaryProperties,
    status: { type: 'string' },
    validatedAt: nullableString,
    createdAt: { type: 'string' },
    /** `no-access` while the person has not activated their account (an invitation not yet accepted). */
    accessStatus: { type: 'string', enum: ['access', 'no-access'] },
  },
} as const;

/** The volunteering profile as it is answered. */
export const volunteerProfileProperties = {
  skills: stringArraySchema,
  availability: { type: 'object', additionalProperties: stringArraySchema },
  howWeMet: nullableString,
  traits: stringArraySchema,
  aboutMe: nullableString,
} as const;

export const volunteerSchemaJson = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    ...volunteerListItemSchema.properties,
    ...personDetailProperties,
    ...volunteerProfileProperties,
    tutorName: nullableString,
    tutorSurname: nullableString,
    tutorEmail: nullableString,
    tutorPhone: nullableString,
    relation: nullableString,
    /**
     * A minor needs the tutor's authorisation to volunteer: `not-needed` (an adult), `pending`, `given`, or
     * `declined` (the tutor said no through the link; with when and the reason they gave).
     */
    guardianConsent: { type: 'string', enum: ['not-needed', 'pending', 'given', 'declined'] },
    guardianConsentedAt: nullableString,
    guardianDeclinedAt: nullableString,
    guardianDeclineReason: nullableString,
    inactive: { type: 'boolean' },
    validatedBy: nullableString,
    /** The validating staff member's full name, for screens (`validatedBy` is their IRI). */
    validatedByName: nullableString,
    accessStatus: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const parseAvailability = (value: string | null): Record<string, string[]> => {
  const parsed = parseJson(value);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, string[]>)
    : {};
};

export function toVolunteerListItem(row: VolunteerListRow) {
  return {
    '@id': volunteerIri(row.id),
    '@type': 'Volunteer',
    id: row.id,
    ...personSummary(row),
    status: row.status ?? 'pending',
    validatedAt: row.validated_at,
    createdAt: row.created_at,
    accessStatus: accessStatusOf(row),
  };
}

/** The volunteering profile of a stored person. */
export const volunteerProfile = (user: User) => ({
  skills: parseList(user.skills),
  availability: parseAvailability(user.availability),
  howWeMet: user.how_we_met,
  traits: parseList(user.traits),
  aboutMe: user.about_me,
});

export function toVolunteerResource(user: VolunteerRow) {
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
