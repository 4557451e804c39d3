import type { FastifyInstance } from 'fastify';
import type { GeoKind, GeoRow } from '../plugins/repositories/geography-repository';
import {
  collection,
  collectionSchema,
  pageRequest,
  paginationQuerySchema,
  type PaginationQuery,
} from './collection';
import { HttpError, notFound } from './http-error';
import { idFromIri } from './iri';
import { errors, resourceIdentityProperties } from './schemas';

const types: Record<GeoKind, string> = {
  countries: 'Country',
  states: 'State',
  provinces: 'Province',
  locations: 'Location',
};

export const geoMemberSchema = {
  type: 'object',
  properties: {
    ...resourceIdentityProperties,
    name: { type: 'string' },
    iso: { type: ['string', 'null'] },
    geonameId: { type: ['integer', 'null'] },
  },
} as const;

export function geoMember(kind: GeoKind, row: GeoRow) {
  return {
    '@id': `/api/${kind}/${row.id}`,
    '@type': types[kind],
    id: row.id,
    name: row.name,
    iso: row.iso,
    geonameId: row.geoname_id,
  };
}

interface CollectionRoute {
  kind: GeoKind;
  summary: string;
  /** The query parameter naming the parent (`country`, `state`, `province`) and the parent's resource. */
  parent?: { param: string; kind: GeoKind };
  search?: boolean;
}

/** `GET /api/<kind>` with the parent filter, optional search and pagination. */
export function registerGeoCollection(app: FastifyInstance, route: CollectionRoute): void {
  const { kind, parent } = route;
  const filterProperties: Record<string, object> = {};
  if (parent) filterProperties[parent.param] = { type: 'string', maxLength: 64 };
  if (route.search) filterProperties.search = { type: 'string', maxLength: 100 };
  app.get<{ Querystring: PaginationQuery & Record<string, string | undefined> }>(
    `/${kind}`,
    {
      schema: {
        tags: ['geography'],
        summary: route.summary,
        querystring: { type: 'object', properties: { ...paginationQuerySchema, ...filterProperties } },
        response: { 200: collectionSchema(geoMemberSchema), ...errors(400, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      let parentId: number | undefined;
      if (parent && query[parent.param] !== undefined) {
        parentId = idFromIri(query[parent.param], parent.kind);
        if (parentId === undefined) {
          throw new HttpError(400, 'bad-request', 'El filtro no es válido.', [
            { propertyPath: parent.param, message: 'field-not-valid-option' },
          ]);
        }
      }
      const search = route.search ? query.search?.trim() || undefined : undefined;
      const page = pageRequest(query);
      const { rows, total } = await app.geographyRepository.list(kind, { parentId, search }, page);
      const filters: Record<string, string | undefined> = {};
      if (parent) filters[parent.param] = query[parent.param];
      if (route.search) filters.search = search;
      return collection({
        iri: `/api/${kind}`,
        type: types[kind],
        members: rows.map((row) => geoMember(kind, row)),
        totalItems: total,
        page,
        filters,
      });
    },
  );
}

/** `GET /api/<kind>/{id}`: the IRIs of the address fields resolve. */
export function registerGeoItem(app: FastifyInstance, kind: GeoKind, summary: string): void {
  app.get<{ Params: { id: string } }>(
    `/${kind}/:id`,
    {
      schema: {
        tags: ['geography'],
        summary,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
        },
        response: {
          200: {
            ...geoMemberSchema,
            properties: { '@context': { type: 'string' }, ...geoMemberSchema.properties },
          },
          ...errors(400, 404),
        },
      },
    },
    async (request) => {
      const row = await app.geographyRepository.find(kind, Number(request.params.id));
      if (!row) throw notFound();
      return { '@context': `/api/contexts/${types[kind]}`, ...geoMember(kind, row) };
    },
  );
}
