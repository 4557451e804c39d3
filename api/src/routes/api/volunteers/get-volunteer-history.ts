import {
  VolunteerHistoryQuerySchema,
  VolunteerParamsSchema,
  type VolunteerStatusChange,
  VolunteerStatusChangeListSchema,
} from '@enlace/shared/contracts';
import type { VolunteerStatusChangeKind } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import type { VolunteerStatusChangeRow } from '../../../plugins/repositories/volunteer-history-repository';
import { volunteerAreaPage } from '../available-activities/available-activity-shared';
import { volunteerIri, volunteerNotFound } from './volunteer-shared';

const HISTORY_PER_PAGE = 20;

const toVolunteerStatusChange = (
  volunteerId: number,
  row: VolunteerStatusChangeRow,
): VolunteerStatusChange => ({
  '@id': `${volunteerIri(volunteerId)}/history/${row.id}`,
  '@type': 'VolunteerStatusChange',
  id: row.id,
  // The table holds only the changes `recordVolunteerStatusChange` writes.
  change: row.change as VolunteerStatusChangeKind,
  from: row.from_status,
  to: row.to_status,
  changedAt: row.changed_at,
  changedBy:
    row.changed_by_id === null
      ? null
      : { '@id': `/api/users/${row.changed_by_id}`, '@type': 'User', name: row.changed_by_name },
});

/** `GET /api/volunteers/{id}/history`: the volunteer's validation and status changes, newest first. */
export const getVolunteerHistory: ContractRoutes = async (app) => {
  app.get(
    '/volunteers/:id/history',
    {
      preHandler: app.requirePermission('volunteer:read'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Los cambios de validación y de estado de un voluntario (validated, deactivated, reactivated, deleted), con quién y cuándo, el más reciente primero',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        querystring: VolunteerHistoryQuerySchema,
        response: { 200: VolunteerStatusChangeListSchema, ...errors(400, 401, 403, 404) },
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
        members: rows.map((row) => toVolunteerStatusChange(id, row)),
        totalItems: total,
        page,
        filters: {},
      });
    },
  );
};
