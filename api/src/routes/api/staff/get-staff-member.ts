import { StaffMemberParamsSchema, StaffMemberSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import type { StaffKind } from '../../../plugins/repositories/staff-repository';
import { STAFF_KINDS, staffNotFound, toStaffResource } from './staff-shared';

/** `GET /api/employees/{id}` or `GET /api/coordinators/{id}`. */
export const getStaffMember =
  (kind: StaffKind): ContractRoutes =>
  async (app) => {
    const { path, tag, permission, label } = STAFF_KINDS[kind];
    app.get(
      `/${path}/:id`,
      {
        preHandler: app.requirePermission(permission.read),
        schema: {
          tags: [tag],
          summary: `Un ${label.one} con todos sus datos`,
          security: [{ bearerAuth: [] }],
          params: StaffMemberParamsSchema,
          response: { 200: withEtagHeader(StaffMemberSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const member = await app.staffRepository.find(request, kind, request.params.id);
        if (!member) throw staffNotFound(kind);
        return withEntityTag(reply, member.version, toStaffResource(kind, member));
      },
    );
  };
