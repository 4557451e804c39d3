import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
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
        response: { 200: withEtagHeader(partnerSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
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
