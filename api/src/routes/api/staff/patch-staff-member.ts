import { ADMIN_ROLE } from '@enlace/shared/domain';
import {
  type StaffMemberBody,
  StaffMemberBodySchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { rolesOf } from '../../../lib/roles-of';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import type { StaffKind } from '../../../plugins/repositories/staff-repository';
import {
  cannotRevokeOwnAdmin,
  STAFF_KINDS,
  staffIri,
  staffNotFound,
  toStaffPayload,
  toStaffResource,
  validStaffValues,
} from './staff-shared';

/** `PATCH /api/employees/{id}` or `PATCH /api/coordinators/{id}` (merge patch). */
export const patchStaffMember =
  (kind: StaffKind): ContractRoutes =>
  async (app) => {
    const { path, tag, permission, label } = STAFF_KINDS[kind];
    app.patch(
      `/${path}/:id`,
      {
        preHandler: app.requirePermission(permission.update),
        schema: {
          tags: [tag],
          summary: `Modifica un ${label.one} (merge-patch; null borra un valor; isAdmin da o quita el rol de administrador); las reglas son las del alta, sobre el resultado (409 cannot-revoke-own-admin)`,
          security: [{ bearerAuth: [] }],
          params: StaffMemberParamsSchema,
          headers: ifMatchHeadersSchema,
          body: StaffMemberBodySchema,
          response: {
            200: withEtagHeader(StaffMemberSchema),
            ...errors(400, 401, 403, 404, 409, 412, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const current = await app.staffRepository.find(request, kind, id);
        if (!current) throw staffNotFound(kind);
        const version = await versionToClaim(request, current.version, () => toStaffResource(kind, current));
        // The result of the patch must be a valid staff member: a required field cannot be patched away.
        const merged = mergePatch(toStaffPayload(kind, current), request.body ?? {}) as StaffMemberBody;
        const values = await validStaffValues(app, request, merged, id);
        // An administrator cannot lock themselves out; another administrator may withdraw the role.
        if (id === request.currentUser!.id && !values.isAdmin) throw cannotRevokeOwnAdmin();
        const updated = await app.staffRepository.update(request, kind, id, values, version);
        if (!updated) throw staffNotFound(kind);
        if (rolesOf(current).includes(ADMIN_ROLE) !== values.isAdmin) {
          await app.securityLogRepository.record(request, {
            type: 'role-changed',
            subject: { userId: id, iri: staffIri(kind, id) },
            details: { role: ADMIN_ROLE, change: values.isAdmin ? 'granted' : 'withdrawn' },
          });
        }
        return withEntityTag(reply, updated.version, toStaffResource(kind, updated));
      },
    );
  };
