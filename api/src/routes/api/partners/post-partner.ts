import { PartnerBodySchema, PartnerSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { partnerIri, toPartnerResource, validPartnerValues } from './partner-shared';

export const postPartner: ContractRoutes = async (app) => {
  app.post(
    '/partners',
    {
      preHandler: app.requirePermission('partner:create'),
      schema: {
        tags: ['partners'],
        summary:
          'Da de alta una entidad colaboradora (422 con el carácter de control esperado si el NIF no cuadra; nif-already-exists si ya está registrada)',
        security: [{ bearerAuth: [] }],
        body: PartnerBodySchema,
        response: { 201: withEtagHeader(PartnerSchema), ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const values = await validPartnerValues(app, request, request.body ?? {});
      const partner = await app.partnersRepository.create(request, values);
      return reply
        .code(201)
        .header('location', partnerIri(partner.id))
        .send(withEntityTag(reply, partner.version, toPartnerResource(partner, [])));
    },
  );
};
