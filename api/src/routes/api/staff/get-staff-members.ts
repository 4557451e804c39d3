import {
  CollectionOf,
  StaffMemberListItemSchema,
  type StaffMemberListQuery,
  StaffMemberListQuerySchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { personListRequest } from '../../../lib/person-list-request';
import { errors } from '../../../lib/schemas';
import type { StaffKind } from '../../../plugins/repositories/staff-repository';
import { STAFF_KINDS, toStaffListItem } from './staff-shared';

/** The `isAdmin` filter of a list request (the query schema has checked the value). */
export const isAdminFilterOf = (query: StaffMemberListQuery): boolean | undefined =>
  query.isAdmin === undefined ? undefined : query.isAdmin === 'true';

/** `GET /api/employees` or `GET /api/coordinators`: the list of one kind of staff. */
export const getStaffMembers =
  (kind: StaffKind): ContractRoutes =>
  async (app) => {
    const { path, type, tag, permission, label } = STAFF_KINDS[kind];
    app.get(
      `/${path}`,
      {
        preHandler: app.requirePermission(permission.list),
        schema: {
          tags: [tag],
          summary: `${label.many}, paginados (itemsPerPage hasta 100); búsqueda q sin acentos en nombre, apellidos, correo e identificación; filtro isAdmin; order[name|surname|email|createdAt]`,
          security: [{ bearerAuth: [] }],
          querystring: StaffMemberListQuerySchema,
          response: { 200: CollectionOf(StaffMemberListItemSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const list = personListRequest(request.query);
        const { isAdmin } = request.query;
        const { rows, total } = await app.staffRepository.list(
          request,
          kind,
          {
            search: list.search,
            order: list.order,
            isAdmin: isAdminFilterOf(request.query),
          },
          list.page,
        );
        return collection({
          iri: `/api/${path}`,
          type,
          members: rows.map((row) => toStaffListItem(kind, row)),
          totalItems: total,
          page: list.page,
          filters: list.links({ isAdmin }),
        });
      },
    );
  };
