import type { Intervention, InterventionBody } from '@enlace/shared/contracts';
import {
  type ActivityStatus,
  capacityExcessOf,
  type CapacityWarning,
  interventionSchema,
  isInterventionCompleted,
  type Mode,
  validateWith,
} from '@enlace/shared/domain';
import { notFound, unprocessable, type Violation } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { textOf } from '../../../lib/person-payload';
import { dateOnly } from '../../../lib/person-values';
import {
  type InterventionRow,
  type InterventionValues,
  maximumsOf,
  roomOf,
} from '../../../plugins/repositories/interventions-repository';
import { activityIri } from '../activities/activity-shared';

export const interventionNotFound = () => notFound('La intervención no existe.');

export const interventionIri = (id: number) => `/api/interventions/${id}`;
const placeIri = (id: number) => `/api/places/${id}`;

const COUNT_FIELDS = {
  minVolunteers: 'min_volunteers',
  maxVolunteers: 'max_volunteers',
  minEmployees: 'min_employees',
  maxEmployees: 'max_employees',
  minBeneficiaries: 'min_beneficiaries',
  maxBeneficiaries: 'max_beneficiaries',
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

/** An intervention as the API answers it; a single one adds its `@context`. */
export function toInterventionResource(
  row: InterventionRow,
  now: Date = new Date(),
): Omit<Intervention, '@context'> {
  return {
    '@id': interventionIri(row.id),
    '@type': 'Intervention',
    id: row.id,
    activity: {
      '@id': activityIri(row.activity_id),
      '@type': 'Activity',
      name: row.activity_name,
      status: row.activity_status as ActivityStatus,
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
            // A place the session names exists: its name is there.
            name: row.place_name as string,
            address: row.place_address,
          },
    format: row.format as Mode,
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

/**
 * The stored intervention as a payload, the base a merge patch applies to (a change keeps the activity); every
 * other field of the body, so a field that is not copied here cannot be lost by a patch that leaves it out.
 */
export function toInterventionPayload(row: InterventionRow): Required<Omit<InterventionBody, 'activity'>> {
  return {
    name: row.name,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    place: row.place_id === null ? null : placeIri(row.place_id),
    format: row.format,
    ...(Object.fromEntries(
      Object.entries(COUNT_FIELDS).map(([field, column]) => [field, row[column]]),
    ) as Record<keyof typeof COUNT_FIELDS, number>),
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
    Object.entries(COUNT_FIELDS).map(([field, column]) => [
      column,
      Number(payload[field as keyof typeof COUNT_FIELDS]),
    ]),
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
