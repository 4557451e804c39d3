import { ContactPartnerParamsSchema, ContactPartnerSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { contactPartnerNotFound, toContactPartnerResource } from './contact-partner-shared';

export const getContactPartner: ContractRoutes = async (app) => {
  app.get(
    '/contact_partners/:id',
    {
      preHandler: app.requirePermission('contact-partner:read'),
      schema: {
        tags: ['contact partners'],
        summary: 'Una persona de contacto con su entidad',
        security: [{ bearerAuth: [] }],
        params: ContactPartnerParamsSchema,
        response: { 200: withEtagHeader(ContactPartnerSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const contact = await app.contactPartnersRepository.find(request, request.params.id);
      if (!contact) throw contactPartnerNotFound();
      return withEntityTag(reply, contact.version, toContactPartnerResource(contact));
    },
  );
};
