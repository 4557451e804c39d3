import type { FastifyPluginAsync } from 'fastify';
import { activationMail } from '../../../lib/mail-templates';
import { requestOrigin } from '../../../lib/origin';
import { errors } from '../../../lib/schemas';
import { randomToken } from '../../../lib/tokens';
import { tenantOf } from '../../../plugins/tenancy';
import {
  toVolunteerResource,
  validVolunteerValues,
  type VolunteerBody,
  volunteerBodySchema,
  volunteerIri,
  volunteerSchemaJson,
} from './volunteer-shared';

/** How long the invitation link stays valid: staff often register people days before they sit down to it. */
export const ACTIVATION_LINK_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export const postVolunteer: FastifyPluginAsync = async (app) => {
  app.post<{ Body: VolunteerBody }>(
    '/volunteers',
    {
      preHandler: app.requirePermission('volunteer:create'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Da de alta un voluntario y le envía el correo de activación (422 email-already-exists; 409 volunteer-exceeds-limit según el plan)',
        security: [{ bearerAuth: [] }],
        body: volunteerBodySchema,
        response: { 201: volunteerSchemaJson, ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const values = await validVolunteerValues(app, request, request.body ?? {});
      const code = randomToken(32);
      const expiresAt = new Date(Date.now() + ACTIVATION_LINK_LIFETIME_MS).toISOString();
      const volunteer = await app.volunteersRepository.create(request, values, { code, expiresAt });
      // The same invitation as the seed's invited account: the link opens /activate-account/{code}.
      const tenant = tenantOf(request);
      await app.mailer.send(
        volunteer.email,
        activationMail(tenant, requestOrigin(request), volunteer, code),
        {
          fromName: tenant.name,
        },
      );
      return reply
        .code(201)
        .header('location', volunteerIri(volunteer.id))
        .send(toVolunteerResource(volunteer));
    },
  );
};
