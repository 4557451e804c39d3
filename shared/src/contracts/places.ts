import { type Static, type StaticDecode, Type } from '@sinclair/typebox';
import { ACCESS_STATUSES, PLACE_CAPACITY_POLICIES, PLACE_TYPES, type Weekday } from '../domain/enumerations';
import type { AccessStatus, PlaceType } from '../domain/enumerations';
import { PLACE_SORT_FIELDS } from '../domain/sort-fields';
import { addressBodyProperties, addressReferenceProperties } from './address';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import {
  flagBody,
  nullableArray,
  nullableObject,
  nullableString,
  oneOf,
  textBody,
  textOfType,
  timeBody,
} from './json-schema';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// A place over HTTP (`/api/places`), written once: the API validates and describes with these schemas, and the
// screens read the types derived from them. A field of a place is added here, in the stored columns and in the
// mappers between them.

export const PlaceParamsSchema = IdParamsSchema;

/** One range of a place's weekly availability: a weekday and a time range `HH:MM`–`HH:MM` (end excluded). */
export const PlaceScheduleRangeSchema = Type.Object({
  weekday: textOfType<Weekday>(),
  start: Type.String(),
  end: Type.String(),
});
export type PlaceScheduleRange = Static<typeof PlaceScheduleRangeSchema>;

/** A row of `GET /api/places`; `addressLocationName` is the town, for the list. */
export const PlaceListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  type: textOfType<PlaceType>(),
  capacity: Type.Integer(),
  /** What saving a session that expects more people than `capacity` does (docs/adr/0010-room-capacity.md). */
  capacityPolicy: oneOf(PLACE_CAPACITY_POLICIES),
  accessStatus: textOfType<AccessStatus>(),
  address: nullableString(),
  postalCode: nullableString(),
  addressLocationName: nullableString(),
  accesible: Type.Boolean(),
  hasProjector: Type.Boolean(),
  hasComputer: Type.Boolean(),
  hasWhiteboard: Type.Boolean(),
  hasAirConditioning: Type.Boolean(),
  createdAt: Type.String(),
});
export type PlaceListItem = Static<typeof PlaceListItemSchema>;

/** `GET /api/places/{id}`; address references are IRIs; schedules by weekday, then start. */
export const PlaceSchema = Type.Object({
  '@context': Type.String(),
  ...PlaceListItemSchema.properties,
  ...addressReferenceProperties,
  schedules: Type.Array(PlaceScheduleRangeSchema),
  availabilityNotes: nullableString(),
  observations: nullableString(),
  updatedAt: Type.String(),
});
export type Place = ResourceOf<typeof PlaceSchema>;

/**
 * What `POST /api/places` and `PATCH /api/places/{id}` take (JSON-LD names; references as IRIs or ids): JSON types
 * and lengths only. The rules are the shared `placeSchema`'s, which also answer a capacity given as text.
 */
export const PlaceBodySchema = Type.Partial(
  Type.Object({
    name: textBody(1024),
    type: textBody(64),
    capacity: Type.Unsafe<number | string | null>({
      type: ['integer', 'number', 'string', 'null'],
      maxLength: 16,
    }),
    capacityPolicy: textBody(64),
    ...addressBodyProperties,
    accessStatus: textBody(64),
    accesible: flagBody(),
    hasProjector: flagBody(),
    hasComputer: flagBody(),
    hasWhiteboard: flagBody(),
    hasAirConditioning: flagBody(),
    schedules: nullableArray(
      nullableObject(
        Type.Partial(Type.Object({ weekday: textBody(64), start: timeBody(), end: timeBody() })),
      ),
      { maxItems: 100 },
    ),
    availabilityNotes: textBody(10_000),
    observations: textBody(10_000),
  }),
);
export type PlaceBody = Static<typeof PlaceBodySchema>;

/** The list's search, filters and order (the export takes the same). */
export const placeSelectionQueryProperties = {
  q: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(oneOf(PLACE_TYPES)),
  accessStatus: Type.Optional(oneOf(ACCESS_STATUSES)),
  ...orderQueryProperties(PLACE_SORT_FIELDS),
};

export const PlaceSelectionQuerySchema = Type.Object(placeSelectionQueryProperties);
export type PlaceSelectionQuery = StaticDecode<typeof PlaceSelectionQuerySchema>;

/** `GET /api/places`: a page of the selection. */
export const PlaceListQuerySchema = Type.Object({
  page: paginationQueryProperties.page,
  itemsPerPage: paginationQueryProperties.itemsPerPage,
  ...placeSelectionQueryProperties,
});
export type PlaceListQuery = Static<typeof PlaceListQuerySchema>;
