import type { Place, PlaceBody, PlaceListItem, PlaceScheduleRange } from '@enlace/shared/contracts';
import {
  type AccessStatus,
  DEFAULT_PLACE_CAPACITY_POLICY,
  type PlaceCapacityPolicy,
  type PlaceType,
  placeSchema,
  sortScheduleRanges,
  validateWith,
} from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { resolveAddress } from '../../../lib/address';
import { notFound, unprocessable, type Violation } from '../../../lib/http-error';
import { textOf } from '../../../lib/person-payload';
import { referenceIri } from '../../../lib/person-resource';
import type {
  PlaceListRow,
  PlaceValues,
  PlaceWithSchedules,
} from '../../../plugins/repositories/places-repository';

export const placeNotFound = () => notFound('El lugar no existe.');

export const placeIri = (id: number) => `/api/places/${id}`;

export function toPlaceListItem(row: PlaceListRow): PlaceListItem {
  return {
    '@id': placeIri(row.id),
    '@type': 'Place',
    id: row.id,
    name: row.name,
    type: row.type as PlaceType,
    capacity: row.capacity,
    capacityPolicy: row.capacity_policy as PlaceCapacityPolicy,
    accessStatus: row.access_status as AccessStatus,
    address: row.address,
    postalCode: row.postal_code,
    addressLocationName: row.location_name,
    accesible: Boolean(row.accesible),
    hasProjector: Boolean(row.has_projector),
    hasComputer: Boolean(row.has_computer),
    hasWhiteboard: Boolean(row.has_whiteboard),
    hasAirConditioning: Boolean(row.has_air_conditioning),
    createdAt: row.created_at,
  };
}

/** The place as the API answers it; the town's name is read for the screens (the address holds IRIs). */
export async function toPlaceResource(
  app: FastifyInstance,
  place: PlaceWithSchedules,
): Promise<Place & { '@context': string }> {
  const location =
    place.address_location_id === null
      ? undefined
      : await app.geographyRepository.find('locations', place.address_location_id);
  return {
    '@context': '/api/contexts/Place',
    ...toPlaceListItem({ ...place, location_name: location?.name ?? null }),
    addressCountry: referenceIri('countries', place.address_country_id),
    addressState: referenceIri('states', place.address_state_id),
    addressProvince: referenceIri('provinces', place.address_province_id),
    addressLocation: referenceIri('locations', place.address_location_id),
    schedules: place.schedules,
    availabilityNotes: place.availability_notes,
    observations: place.observations,
    updatedAt: place.updated_at,
  };
}

/**
 * The stored place as a payload, the base a merge patch applies to (a patch's schedules replace the list); every
 * field of the body, so a field that is not copied here cannot be lost by a patch that leaves it out.
 */
export function toPlacePayload(place: PlaceWithSchedules): Required<PlaceBody> {
  return {
    name: place.name,
    type: place.type,
    capacity: place.capacity,
    capacityPolicy: place.capacity_policy,
    addressCountry: referenceIri('countries', place.address_country_id),
    addressState: referenceIri('states', place.address_state_id),
    addressProvince: referenceIri('provinces', place.address_province_id),
    addressLocation: referenceIri('locations', place.address_location_id),
    address: place.address,
    postalCode: place.postal_code,
    accessStatus: place.access_status,
    accesible: Boolean(place.accesible),
    hasProjector: Boolean(place.has_projector),
    hasComputer: Boolean(place.has_computer),
    hasWhiteboard: Boolean(place.has_whiteboard),
    hasAirConditioning: Boolean(place.has_air_conditioning),
    schedules: place.schedules,
    availabilityNotes: place.availability_notes,
    observations: place.observations,
  };
}

const flagOf = (value: unknown) => (value === true ? 1 : 0);

/**
 * Validates a complete place payload (a creation, or the stored place with a patch merged in) with the shared
 * rules plus the address references, and returns the columns and the schedule (by weekday, then start).
 */
export async function validPlaceValues(
  app: FastifyInstance,
  payload: PlaceBody,
): Promise<{ values: PlaceValues; schedules: PlaceScheduleRange[] }> {
  const address = await resolveAddress(app, payload);
  const violations = [...((await validateWith(placeSchema, payload)) as Violation[]), ...address.violations];
  if (violations.length) throw unprocessable(violations);
  const ranges = Array.isArray(payload.schedules) ? (payload.schedules as PlaceScheduleRange[]) : [];
  return {
    values: {
      name: textOf(payload.name) as string,
      type: textOf(payload.type) as PlaceType,
      capacity: Number(payload.capacity),
      capacity_policy:
        (textOf(payload.capacityPolicy) as PlaceCapacityPolicy | null) ?? DEFAULT_PLACE_CAPACITY_POLICY,
      ...address.ids,
      address: textOf(payload.address),
      postal_code: textOf(payload.postalCode),
      access_status: textOf(payload.accessStatus) as AccessStatus,
      accesible: flagOf(payload.accesible),
      has_projector: flagOf(payload.hasProjector),
      has_computer: flagOf(payload.hasComputer),
      has_whiteboard: flagOf(payload.hasWhiteboard),
      has_air_conditioning: flagOf(payload.hasAirConditioning),
      availability_notes: textOf(payload.availabilityNotes),
      observations: textOf(payload.observations),
    },
    schedules: sortScheduleRanges(ranges.map(({ weekday, start, end }) => ({ weekday, start, end }))),
  };
}
