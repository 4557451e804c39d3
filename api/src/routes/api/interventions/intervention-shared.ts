import {
  type ActivityStatus,
  capacityExcessOf,
  type CapacityWarning,
  interventionSchema,
  isInterventionCompleted,
  validateWith,
} from '@enlace/shared/domain';
import { notFound, unprocessable, type Violation } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { textBody, textOf } from '../../../lib/person-payload';
import { dateOnly } from '../../../lib/person-values';
import { nullableString, resourceIdentityProperties } from '../../../lib/schemas';
import {
  type InterventionRow,
  type InterventionValues,
  maximumsOf,
  roomOf,
} from '../../../plugins/repositories/interventions-repository';
import { activityIri } from '../activities/activity-shared';

/** The intervention payload as the client sends it (the activity and the place as IRIs or ids). */
export type InterventionBody = Record<string, unknown>;

export const interventionNotFound = () => notFound('La intervención no existe.');

export const interventionIri = (id: number) => `/api/interventions/${id}`;
const placeIri = (id: number) => `/api/places/${id}`;

export { idParamsSchema } from '../../../lib/schemas';

const text = textBody;
const reference = { type: ['string', 'integer', 'null'], maxLength: 256 };
const count = { type: ['integer', 'number', 'string', 'null'], maxLength: 16 };

const COUNT_FIELDS = {
  minVolunteers: 'min_volunteers',
  maxVolunteers: 'max_volunteers',
  minEmployees: 'min_employees',
  maxEmployees: 'max_employees',
  minBeneficiaries: 'min_beneficiaries',
  maxBeneficiaries: 'max_beneficiaries',
} as const;

// The JSON type check only (no coercion); the rules themselves are the shared interventionSchema's.
export const interventionBodySchema = {
  type: 'object',
  properties: {
    activity: reference,
    name: text(1024),
    date: text(64),
    scheduleStart: text(16),
    scheduleEnd: text(16),
    place: reference,
    format: text(64),
    ...Object.fromEntries(Object.keys(COUNT_FIELDS).map((field) => [field, count])),
    observations: text(10_000),
  },
} as const;

const countSchema = { type: 'integer' } as const;

export const interventionSchemaJson = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    ...resourceIdentityProperties,
    activity: {
      type: 'object',
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string' },
        name: { type: 'string' },
        status: { type: 'string' },
      },
    },
    name: nullableString,
    date: { type: 'string' },
    scheduleStart: { type: 'string' },
    scheduleEnd: { type: 'string' },
    place: {
      type: ['object', 'null'],
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string' },
        name: { type: 'string' },
        address: nullableString,
      },
    },
    format: { type: 'string' },
    ...Object.fromEntries(Object.keys(COUNT_FIELDS).map((field) => [field, countSchema])),
    observations: nullableString,
    counts: {
      type: 'object',
      properties: {
        volunteers: countSchema,
        employees: countSchema,
        beneficiaries: countSchema,
        pendingBeneficiaries: countSchema,
      },
    },
    capacityWarning: {
      type: ['object', 'null'],
      description:
        'La sesión prevé más personas (la suma de sus máximos) de las que caben en su lugar; null si caben, en línea o sin lugar',
      properties: { capacity: countSchema, expected: countSchema },
    },
    completed: { type: 'boolean' },
    series: {
      type: ['string', 'null'],
      description: 'La serie con la que se creó la sesión (su IRI); null si se creó sola',
    },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

/**
 * The room too small for what the session expects (docs/adr/0010-room-capacity.md): shown whatever the room's
 * policy, since a room that refuses may still hold a session saved before its capacity was lowered.
 */
function capacityWarningOf(row: InterventionRow): CapacityWarning | null {
  if (row.place_capacity === null) return null;
  const excess = capacityExcessOf(
    maximumsOf(row),
    roomOf({ capacity: row.place_capacity, capacity_policy: row.place_capacity_policy ?? 'warn' }),
  );
  return excess ? { capacity: excess.capacity, expected: excess.expected } : null;
}

export function toInterventionResource(row: InterventionRow, now: Date = new Date()) {
  return {
    '@id': interventionIri(row.id),
    '@type': 'Intervention',
    id: row.id,
    activity: {
      '@id': activityIri(row.activity_id),
      '@type': 'Activity',
      name: row.activity_name,
      status: row.activity_status,
    },
    name: row.name,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    place:
      row.place_id === null
        ? null
        : {
            '@id': placeIri(row.place_id),
            '@type': 'Place',
            name: row.place_name,
            address: row.place_address,
          },
    format: row.format,
    minVolunteers: row.min_volunteers,
    maxVolunteers: row.max_volunteers,
    minEmployees: row.min_employees,
    maxEmployees: row.max_employees,
    minBeneficiaries: row.min_beneficiaries,
    maxBeneficiaries: row.max_beneficiaries,
    observations: row.observations,
    counts: {
      volunteers: Number(row.volunteers),
      employees: Number(row.employees),
      beneficiaries: Number(row.beneficiaries),
      pendingBeneficiaries: Number(row.pending_beneficiaries),
    },
    capacityWarning: capacityWarningOf(row),
    completed: isInterventionCompleted(
      row.activity_status as ActivityStatus,
      row.date,
      row.schedule_end,
      now,
    ),
    series: row.series_id === null ? null : `/api/intervention_series/${row.series_id}`,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored intervention as a payload, the base a merge patch applies to. */
export function toInterventionPayload(row: InterventionRow): InterventionBody {
  return {
    name: row.name,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    place: row.place_id === null ? null : placeIri(row.place_id),
    format: row.format,
    ...Object.fromEntries(Object.entries(COUNT_FIELDS).map(([field, column]) => [field, row[column]])),
    observations: row.observations,
  };
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The activity of a new intervention, as an id; 422 when it is missing or not an activity IRI. */
export function activityIdOf(value: unknown): number {
  if (!given(value)) throw unprocessable([{ propertyPath: 'activity', message: 'field-not-blank' }]);
  const id = idFromIri(value, 'activities');
  if (id === undefined)
    throw unprocessable([{ propertyPath: 'activity', message: 'field-not-valid-option' }]);
  return id;
}

/**
 * Validates a complete intervention payload (a creation, or the stored one with a patch merged in) with the
 * shared rules and turns the place into an id; 422 with every violation otherwise. What depends on other rows
 * is checked in the write's transaction.
 */
export async function validInterventionValues(payload: InterventionBody): Promise<InterventionValues> {
  const violations = (await validateWith(interventionSchema, payload)) as Violation[];
  const placeId = given(payload.place) ? idFromIri(payload.place, 'places') : null;
  if (placeId === undefined) violations.push({ propertyPath: 'place', message: 'field-not-valid-option' });
  if (violations.length) throw unprocessable(violations);
  const counts = Object.fromEntries(
    Object.entries(COUNT_FIELDS).map(([field, column]) => [column, Number(payload[field])]),
  ) as Record<(typeof COUNT_FIELDS)[keyof typeof COUNT_FIELDS], number>;
  return {
    name: textOf(payload.name),
    date: dateOnly(textOf(payload.date)) as string,
    schedule_start: textOf(payload.scheduleStart) as string,
    schedule_end: textOf(payload.scheduleEnd) as string,
    place_id: placeId as number | null,
    format: textOf(payload.format) as string,
    ...counts,
    observations: textOf(payload.observations),
  };
}

/**
 * Whether the values move the session: another day, start, end or place, what its volunteers must be told of. A
 * change of its name, observations or maximums is not.
 */
export const movesSession = (
  current: Pick<InterventionRow, 'date' | 'schedule_start' | 'schedule_end' | 'place_id'>,
  values: Pick<InterventionValues, 'date' | 'schedule_start' | 'schedule_end' | 'place_id'>,
): boolean =>
  current.date !== values.date ||
  current.schedule_start !== values.schedule_start ||
  current.schedule_end !== values.schedule_end ||
  current.place_id !== values.place_id;
