import type { FastifyPluginAsync } from 'fastify';
import { errors, idParamsSchema } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import type { StaffKind } from '../../../plugins/repositories/staff-repository';
import { STAFF_KINDS, staffNotFound, staffSchemaJson, toStaffResource } from './staff-shared';

/** `GET /api/employees/{id}` or `GET /api/coordinators/{id}`. */
export const getStaffMember =
  (kind: StaffKind): FastifyPluginAsync =>
  async (app) => {
    const { path, tag, permission, label } = STAFF_KINDS[kind];
    app.get<{ Params: { id: string } }>(
      `/${path}/:id`,
      {
        preHandler: app.requirePermission(permission.read),
        schema: {
          tags: [tag],
          summary: `Un ${label.one} con todos sus datos`,
          security: [{ bearerAuth: [] }],
          params: idParamsSchema,
          response: { 200: withEtagHeader(staffSchemaJson), ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const member = await app.staffRepository.find(request, kind, Number(request.params.id));
        if (!member) throw staffNotFound(kind);
        return withEntityTag(reply, member.version, toStaffResource(kind, member));
      },
    );
  };
