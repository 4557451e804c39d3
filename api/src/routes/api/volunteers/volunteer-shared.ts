import {
  DISABILITY_TYPES,
  SKILL_AREAS,
  TIMES_OF_DAY,
  VOLUNTEER_TRAITS,
  volunteerSchema,
  WEEKDAYS,
} from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema';
import { resolveAddress } from '../../../lib/address';
import { notFound, type Violation } from '../../../lib/http-error';
import { blankToNull, dateOnly } from '../../../lib/person-values';
import { validateBody } from '../../../lib/validation';
import type {
  VolunteerListRow,
  VolunteerRow,
  VolunteerValues,
} from '../../../plugins/repositories/volunteers-repository';

/** The volunteer payload as the client sends it (JSON-LD names; references as IRIs or ids). */
export type VolunteerBody = Record<string, unknown>;

export const volunteerNotFound = () => notFound('El voluntario no existe.');

export const volunteerIri = (id: number) => `/api/volunteers/${id}`;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const reference = { type: ['string', 'integer', 'null'] };
const stringList = { type: ['array', 'null'], maxItems: 50, items: { type: 'string', maxLength: 64 } };

// The JSON type check only (no coercion); the rules themselves are the shared volunteerSchema's.
export const volunteerBodySchema = {
  type: 'object',
  properties: {
    email: text(1024),
    name: text(1024),
    surname: text(1024),
    phonePrefixMobile: text(64),
    phoneMobile: text(64),
    phonePrefix: text(64),
    phone: text(64),
    addressCountry: reference,
    addressState: reference,
    addressProvince: reference,
    addressLocation: reference,
    address: text(1024),
    postalCode: text(64),
    identificationType: text(64),
    identification: text(256),
    sex: text(64),
    birthday: text(64),
    disability: stringList,
    skills: stringList,
    availability: {
      type: ['object', 'null'],
      maxProperties: 7,
      additionalProperties: {
        type: ['array', 'null'],
        maxItems: 2,
        items: { type: 'string', maxLength: 64 },
      },
    },
    howWeMet: text(64),
    traits: stringList,
    aboutMe: text(10_000),
    inactive: { type: ['boolean', 'null'] },
  },
} as const;

const nullableString = { type: ['string', 'null'] };
const stringArray = { type: 'array', items: { type: 'string' } };

export const volunteerListItemSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    name: { type: 'string' },
    surname: { type: 'string' },
    email: { type: 'string' },
    phonePrefixMobile: nullableString,
    phoneMobile: nullableString,
    identification: nullableString,
    status: { type: 'string' },
    validatedAt: nullableString,
    createdAt: { type: 'string' },
  },
} as const;

export const volunteerSchemaJson = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    ...volunteerListItemSchema.properties,
    phonePrefix: nullableString,
    phone: nullableString,
    addressCountry: nullableString,
    addressState: nullableString,
    addressProvince: nullableString,
    addressLocation: nullableString,
    address: nullableString,
    postalCode: nullableString,
    identificationType: nullableString,
    sex: nullableString,
    birthday: nullableString,
    disability: stringArray,
    skills: stringArray,
    availability: { type: 'object', additionalProperties: stringArray },
    howWeMet: nullableString,
    traits: stringArray,
    aboutMe: nullableString,
    inactive: { type: 'boolean' },
    validatedBy: nullableString,
    /** The validating staff member's full name, for screens (`validatedBy` is their IRI). */
    validatedByName: nullableString,
    accessStatus: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const parseList = (value: string | null): string[] => {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

const parseAvailability = (value: string | null): Record<string, string[]> => {
  const parsed = parseJson(value);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, string[]>)
    : {};
};

const referenceIri = (resource: string, id: number | null) => (id === null ? null : `/api/${resource}/${id}`);

export function toVolunteerListItem(row: VolunteerListRow) {
  return {
    '@id': volunteerIri(row.id),
    '@type': 'Volunteer',
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phonePrefixMobile: row.phone_prefix_mobile,
    phoneMobile: row.phone_mobile,
    identification: row.identification,
    status: row.status ?? 'pending',
    validatedAt: row.validated_at,
    createdAt: row.created_at,
  };
}

export function toVolunteerResource(user: VolunteerRow) {
  return {
    '@context': '/api/contexts/Volunteer',
    ...toVolunteerListItem(user),
    phonePrefix: user.phone_prefix,
    phone: user.phone,
    addressCountry: referenceIri('countries', user.address_country_id),
    addressState: referenceIri('states', user.address_state_id),
    addressProvince: referenceIri('provinces', user.address_province_id),
    addressLocation: referenceIri('locations', user.address_location_id),
    address: user.address,
    postalCode: user.postal_code,
    identificationType: user.identification_type,
    sex: user.sex,
    birthday: user.birthday,
    disability: parseList(user.disability),
    skills: parseList(user.skills),
    availability: parseAvailability(user.availability),
    howWeMet: user.how_we_met,
    traits: parseList(user.traits),
    aboutMe: user.about_me,
    inactive: user.status === 'inactive',
    validatedBy: referenceIri('users', user.validated_by_id),
    validatedByName: user.validated_by_name ?? null,
    accessStatus: user.active ? 'access' : 'no-access',
    updatedAt: user.updated_at,
  };
}

/** The stored volunteer as a payload, the base a merge patch applies to. */
export function toVolunteerPayload(user: User): VolunteerBody {
  const { '@context': _context, ...resource } = toVolunteerResource(user);
  return resource;
}

/** The given options, once each, in the enumeration's order. */
const pickOptions = (value: unknown, options: readonly string[]): string =>
  JSON.stringify(Array.isArray(value) ? options.filter((option) => value.includes(option)) : []);

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

const textOf = (value: unknown) => blankToNull(typeof value === 'string' ? value : null);

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
  const address = await resolveAddress(app, payload);
  const extra: Violation[] = [...address.violations];
  const email = textOf(payload.email);
  if (email && (await app.volunteersRepository.emailTaken(request, email, volunteerId))) {
    extra.push({ propertyPath: 'email', message: 'email-already-exists' });
  }
  await validateBody(volunteerSchema, payload, extra);
  return {
    email: (email as string).toLowerCase(),
    name: textOf(payload.name) as string,
    surname: textOf(payload.surname) as string,
    phone_prefix_mobile: textOf(payload.phonePrefixMobile),
    phone_mobile: textOf(payload.phoneMobile),
    phone_prefix: textOf(payload.phonePrefix),
    phone: textOf(payload.phone),
    ...address.ids,
    address: textOf(payload.address),
    postal_code: textOf(payload.postalCode),
    identification_type: textOf(payload.identificationType),
    identification: textOf(payload.identification),
    sex: textOf(payload.sex),
    birthday: dateOnly(textOf(payload.birthday)),
    disability: pickOptions(payload.disability, DISABILITY_TYPES),
    skills: pickOptions(payload.skills, SKILL_AREAS),
    availability: normalizeAvailability(payload.availability),
    how_we_met: textOf(payload.howWeMet),
    traits: pickOptions(payload.traits, VOLUNTEER_TRAITS),
    about_me: textOf(payload.aboutMe),
    inactive: payload.inactive === true,
  };
}
