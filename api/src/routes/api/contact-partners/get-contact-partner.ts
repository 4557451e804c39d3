import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  contactPartnerNotFound,
  contactPartnerSchemaJson,
  idParamsSchema,
  toContactPartnerResource,
} from './contact-partner-shared';

export const getContactPartner: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/contact_partners/:id',
    {
      preHandler: app.requirePermission('contact-partner:read'),
      schema: {
        tags: ['contact partners'],
        summary: 'Una persona de contacto con su entidad',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: withEtagHeader(contactPartnerSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const contact = await app.contactPartnersRepository.find(request, Number(request.params.id));
      if (!contact) throw contactPartnerNotFound();
      return withEntityTag(reply, contact.version, toContactPartnerResource(contact));
    },
  );
};
