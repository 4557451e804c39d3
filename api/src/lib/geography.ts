import {
  CollectionOf,
  type GeoEntity,
  GeoEntityListItemSchema,
  GeoEntitySchema,
  type GeoListQuery,
  GeoParamsSchema,
} from '@enlace/shared/contracts';
import type { TObject } from '@sinclair/typebox';
import type { GeoKind, GeoRow } from '../plugins/repositories/geography-repository';
import { collection, pageRequest } from './collection';
import type { ContractRoutes } from './contract-routes';
import { HttpError, notFound } from './http-error';
import { idFromIri } from './iri';
import { errors } from './schemas';

type ContractApp = Parameters<ContractRoutes>[0];

const types: Record<GeoKind, string> = {
  countries: 'Country',
  states: 'State',
  provinces: 'Province',
  locations: 'Location',
};

export function geoMember(kind: GeoKind, row: GeoRow): GeoEntity {
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
  /** The list's query: pagination, the parent filter and the search where there are. */
  querystring: TObject;
  /** The query parameter naming the parent (`country`, `state`, `province`) and the parent's resource. */
  parent?: { param: 'country' | 'state' | 'province'; kind: GeoKind };
  search?: boolean;
}

/** `GET /api/<kind>` with the parent filter, optional search and pagination. */
export function registerGeoCollection(app: ContractApp, route: CollectionRoute): void {
  const { kind, parent } = route;
  app.get(
    `/${kind}`,
    {
      schema: {
        tags: ['geography'],
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: CollectionOf(GeoEntityListItemSchema), ...errors(400, 404) },
      },
    },
    async (request) => {
      const query = request.query as GeoListQuery;
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
export function registerGeoItem(app: ContractApp, kind: GeoKind, summary: string): void {
  app.get(
    `/${kind}/:id`,
    {
      schema: {
        tags: ['geography'],
        summary,
        params: GeoParamsSchema,
        response: { 200: GeoEntitySchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const row = await app.geographyRepository.find(kind, request.params.id);
      if (!row) throw notFound();
      return { '@context': `/api/contexts/${types[kind]}`, ...geoMember(kind, row) };
    },
  );
}
