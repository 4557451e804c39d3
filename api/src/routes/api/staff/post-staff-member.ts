import { StaffMemberBodySchema, StaffMemberSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { newActivation, sendActivationMail } from '../../../lib/activation';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import type { StaffKind } from '../../../plugins/repositories/staff-repository';
import { STAFF_KINDS, staffIri, toStaffResource, validStaffValues } from './staff-shared';

/** `POST /api/employees` or `POST /api/coordinators`: creates the account and sends its invitation. */
export const postStaffMember =
  (kind: StaffKind): ContractRoutes =>
  async (app) => {
    const { path, tag, permission, label, createFailed } = STAFF_KINDS[kind];
    app.post(
      `/${path}`,
      {
        preHandler: app.requirePermission(permission.create),
        schema: {
          tags: [tag],
          summary: `Da de alta un ${label.one} y le envía el correo de activación (422 email-already-exists; 503 ${createFailed} si el correo no sale)`,
          security: [{ bearerAuth: [] }],
          body: StaffMemberBodySchema,
          response: {
            201: withEtagHeader(StaffMemberSchema),
            ...errors(400, 401, 403, 404, 413, 415, 422, 503),
          },
        },
      },
      async (request, reply) => {
        const values = await validStaffValues(app, request, request.body ?? {});
        const activation = newActivation();
        const member = await app.staffRepository.create(request, kind, values, activation);
        if (!(await sendActivationMail(app, request, member, activation.code))) {
          // Without its invitation nobody could ever use the account: take it back and let the admin retry.
          await app.staffRepository.discardInvited(request, member.id);
          throw new HttpError(
            503,
            createFailed,
            'No se ha podido enviar el correo de activación, así que no se ha creado la cuenta; inténtalo de nuevo más tarde.',
          );
        }
        return reply
          .code(201)
          .header('location', staffIri(kind, member.id))
          .send(withEntityTag(reply, member.version, toStaffResource(kind, member)));
      },
    );
  };
