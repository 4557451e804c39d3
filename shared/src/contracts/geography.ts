import { type Static, Type } from '@sinclair/typebox';
import { paginationQueryProperties, paginationSwitchQueryProperties } from './collection';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// The places of an address over HTTP (`/api/countries`, `/api/states`, `/api/provinces`, `/api/locations`): what the
// address fields of every form offer and how their IRIs resolve.

export const GeoParamsSchema = IdParamsSchema;

/** A country, state, province or town as a list row. */
export const GeoEntityListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  iso: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  geonameId: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
});

/** `GET /api/<countries|states|provinces|locations>/{id}`. */
export const GeoEntitySchema = Type.Object({
  '@context': Type.String(),
  ...GeoEntityListItemSchema.properties,
});
/** Country, state, province or location. */
export type GeoEntity = ResourceOf<typeof GeoEntitySchema>;

const geoPageQueryProperties = { ...paginationQueryProperties, ...paginationSwitchQueryProperties };
/** A parent's IRI or id as a list's filter. */
const parentFilter = Type.Optional(Type.String({ maxLength: 64 }));

/** `GET /api/countries`. */
export const CountryListQuerySchema = Type.Object(geoPageQueryProperties);
/** `GET /api/states`: those of a country. */
export const StateListQuerySchema = Type.Object({ ...geoPageQueryProperties, country: parentFilter });
/** `GET /api/provinces`: those of a state. */
export const ProvinceListQuerySchema = Type.Object({ ...geoPageQueryProperties, state: parentFilter });
/** `GET /api/locations`: those of a province, searched by name without accents. */
export const LocationListQuerySchema = Type.Object({
  ...geoPageQueryProperties,
  province: parentFilter,
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
/** The query of any of the four lists. */
export type GeoListQuery = Static<typeof CountryListQuerySchema> &
  Partial<Record<'country' | 'state' | 'province' | 'search', string>>;
