import { ContactPartnerBodySchema, ContactPartnerSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { newActivation, sendActivationMail } from '../../../lib/activation';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  contactPartnerIri,
  toContactPartnerResource,
  validContactPartnerValues,
} from './contact-partner-shared';

export const postContactPartner: ContractRoutes = async (app) => {
  app.post(
    '/contact_partners',
    {
      preHandler: app.requirePermission('contact-partner:create'),
      schema: {
        tags: ['contact partners'],
        summary:
          'Da de alta una persona de contacto de una entidad (partner: IRI de la entidad) y le envía el correo de activación (422 email-already-exists)',
        security: [{ bearerAuth: [] }],
        body: ContactPartnerBodySchema,
        response: {
          201: withEtagHeader(ContactPartnerSchema),
          ...errors(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const values = await validContactPartnerValues(app, request, request.body ?? {});
      const activation = newActivation();
      const contact = await app.contactPartnersRepository.create(request, values, activation);
      // The invitation: the link opens /activate-account/{code}, and the person signs in to /partner.
      await sendActivationMail(app, request, contact, activation.code);
      return reply
        .code(201)
        .header('location', contactPartnerIri(contact.id))
        .send(withEntityTag(reply, contact.version, toContactPartnerResource(contact)));
    },
  );
};
