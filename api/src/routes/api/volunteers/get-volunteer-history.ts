import {
  CollectionOf,
  type IdParams,
  volunteerAreaPageQueryProperties,
  VolunteerParamsSchema,
} from '@enlace/shared/contracts';
import { Type } from '@sinclair/typebox';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors, nullableString } from '../../../lib/schemas';
import { volunteerAreaPage } from '../available-activities/available-activity-shared';
import { volunteerIri, volunteerNotFound } from './volunteer-shared';

const HISTORY_PER_PAGE = 20;

// Described here until its resource has a contract.
const memberSchema = Type.Unsafe({
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    change: { type: 'string' },
    from: nullableString,
    to: nullableString,
    changedAt: { type: 'string' },
    changedBy: {
      type: ['object', 'null'],
      properties: { '@id': { type: 'string' }, '@type': { type: 'string' }, name: nullableString },
    },
  },
} as const);

/** `GET /api/volunteers/{id}/history`: the volunteer's validation and status changes, newest first. */
export const getVolunteerHistory: ContractRoutes = async (app) => {
  // The params are the contract's (the id a number); the page is the volunteer area's.
  app.get<{ Params: IdParams; Querystring: { page?: string; itemsPerPage?: string } }>(
    '/volunteers/:id/history',
    {
      preHandler: app.requirePermission('volunteer:read'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Los cambios de validación y de estado de un voluntario (validated, deactivated, reactivated, deleted), con quién y cuándo, el más reciente primero',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        querystring: { type: 'object', properties: { ...volunteerAreaPageQueryProperties } },
        response: { 200: CollectionOf(memberSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.volunteersRepository.find(request, id))) throw volunteerNotFound();
      const page = volunteerAreaPage(request.query, HISTORY_PER_PAGE);
      const { rows, total } = await app.volunteerHistoryRepository.changes(request, id, page);
      return collection({
        iri: `${volunteerIri(id)}/history`,
        type: 'VolunteerStatusChange',
        members: rows.map((row) => ({
          '@id': `${volunteerIri(id)}/history/${row.id}`,
          '@type': 'VolunteerStatusChange',
          id: row.id,
          change: row.change,
          from: row.from_status,
          to: row.to_status,
          changedAt: row.changed_at,
          changedBy:
            row.changed_by_id === null
              ? null
              : { '@id': `/api/users/${row.changed_by_id}`, '@type': 'User', name: row.changed_by_name },
        })),
        totalItems: total,
        page,
        filters: {},
      });
    },
  );
};
