import { PEOPLE_MAX_ITEMS_PER_PAGE, VOLUNTEER_STATUSES, type VolunteerStatus } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema, paginationQuerySchema } from '../../../lib/collection';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import {
  type SortDirection,
  VOLUNTEER_SORT_FIELDS,
  type VolunteerListFilter,
  type VolunteerSortField,
} from '../../../plugins/repositories/volunteers-repository';
import { toVolunteerListItem, volunteerListItemSchema } from './volunteer-shared';

export type VolunteersQuery = Record<string, string | undefined>;

const orderParam = (field: string) => `order[${field}]`;

const orderProperties = Object.fromEntries(
  VOLUNTEER_SORT_FIELDS.map((field) => [orderParam(field), { type: 'string', enum: ['asc', 'desc'] }]),
);

const { page, itemsPerPage } = paginationQuerySchema;

export const querySchema = {
  type: 'object',
  properties: {
    page,
    itemsPerPage,
    q: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: [...VOLUNTEER_STATUSES] },
    ...orderProperties,
  },
} as const;

/** The `order[…]` parameters in the order they were given; newest first when there is none. */
export function sortOf(query: VolunteersQuery): VolunteerListFilter['order'] {
  const order: VolunteerListFilter['order'] = [];
  for (const [key, value] of Object.entries(query)) {
    const field = /^order\[(.*)\]$/.exec(key)?.[1];
    if (field === undefined) continue;
    if (!(VOLUNTEER_SORT_FIELDS as readonly string[]).includes(field)) {
      throw new HttpError(400, 'bad-request', 'La petición no es válida.', [
        { propertyPath: key, message: 'field-not-valid-option' },
      ]);
    }
    order.push({ field: field as VolunteerSortField, direction: value as SortDirection });
  }
  return order.length ? order : [{ field: 'createdAt', direction: 'desc' }];
}

export const getVolunteers: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: VolunteersQuery }>(
    '/volunteers',
    {
      preHandler: app.requirePermission('volunteer:list'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Voluntarios, paginados (itemsPerPage hasta 100); búsqueda q sin acentos en nombre, apellidos, correo e identificación; filtro status; order[name|surname|email|createdAt]',
        security: [{ bearerAuth: [] }],
        querystring: querySchema,
        response: { 200: collectionSchema(volunteerListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const order = sortOf(query);
      const search = query.q?.trim() || undefined;
      const status = query.status as VolunteerStatus | undefined;
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.volunteersRepository.list(
        request,
        { search, status, order },
        pageRequest,
      );
      const filters: Record<string, string | undefined> = { q: search, status };
      for (const { field, direction } of order) filters[orderParam(field)] = direction;
      if (!Object.keys(query).some((key) => key.startsWith('order['))) {
        // The default order is implied; the links do not spell it out.
        delete filters[orderParam('createdAt')];
      }
      return collection({
        iri: '/api/volunteers',
        type: 'Volunteer',
        members: rows.map(toVolunteerListItem),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
