import type { FastifyPluginAsync } from 'fastify';
import { activationMail } from '../../../lib/mail-templates';
import { requestOrigin } from '../../../lib/origin';
import { errors } from '../../../lib/schemas';
import { randomToken } from '../../../lib/tokens';
import { tenantOf } from '../../../plugins/tenancy';
import { ACTIVATION_LINK_LIFETIME_MS } from '../volunteers/post-volunteer';
import {
  type ContactPartnerBody,
  contactPartnerBodySchema,
  contactPartnerIri,
  contactPartnerSchemaJson,
  toContactPartnerResource,
  validContactPartnerValues,
} from './contact-partner-shared';

export const postContactPartner: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactPartnerBody }>(
    '/contact_partners',
    {
      preHandler: app.requirePermission('contact-partner:create'),
      schema: {
        tags: ['contact partners'],
        summary:
          'Da de alta una persona de contacto de una entidad (partner: IRI de la entidad) y le envía el correo de activación (422 email-already-exists)',
        security: [{ bearerAuth: [] }],
        body: contactPartnerBodySchema,
        response: { 201: contactPartnerSchemaJson, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const values = await validContactPartnerValues(app, request, request.body ?? {});
      const code = randomToken(32);
      const expiresAt = new Date(Date.now() + ACTIVATION_LINK_LIFETIME_MS).toISOString();
      const contact = await app.contactPartnersRepository.create(request, values, { code, expiresAt });
      // The spine's invitation: the link opens /activate-account/{code}, and the person signs in to /partner.
      const tenant = tenantOf(request);
      await app.mailer.send(contact.email, activationMail(tenant, requestOrigin(request), contact, code), {
        fromName: tenant.name,
      });
      return reply
        .code(201)
        .header('location', contactPartnerIri(contact.id))
        .send(toContactPartnerResource(contact));
    },
  );
};
