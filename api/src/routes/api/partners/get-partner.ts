import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { idParamsSchema, partnerNotFound, partnerSchemaJson, toPartnerResource } from './partner-shared';

export const getPartner: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/partners/:id',
    {
      preHandler: app.requirePermission('partner:read'),
      schema: {
        tags: ['partners'],
        summary: 'Una entidad colaboradora con sus personas de contacto',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: partnerSchemaJson, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const partner = await app.partnersRepository.find(request, id);
      if (!partner) throw partnerNotFound();
      return toPartnerResource(partner, await app.partnersRepository.contactPersons(request, id));
    },
  );
};
