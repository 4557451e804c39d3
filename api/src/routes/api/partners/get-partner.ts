import { PartnerParamsSchema, PartnerSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { partnerNotFound, toPartnerResource } from './partner-shared';

export const getPartner: ContractRoutes = async (app) => {
  app.get(
    '/partners/:id',
    {
      preHandler: app.requirePermission('partner:read'),
      schema: {
        tags: ['partners'],
        summary: 'Una entidad colaboradora con sus personas de contacto',
        security: [{ bearerAuth: [] }],
        params: PartnerParamsSchema,
        response: { 200: withEtagHeader(PartnerSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const partner = await app.partnersRepository.find(request, id);
      if (!partner) throw partnerNotFound();
      return withEntityTag(
        reply,
        partner.version,
        toPartnerResource(partner, await app.partnersRepository.contactPersons(request, id)),
      );
    },
  );
};
