import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  type PartnerBody,
  partnerBodySchema,
  partnerIri,
  partnerSchemaJson,
  toPartnerResource,
  validPartnerValues,
} from './partner-shared';

export const postPartner: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PartnerBody }>(
    '/partners',
    {
      preHandler: app.requirePermission('partner:create'),
      schema: {
        tags: ['partners'],
        summary:
          'Da de alta una entidad colaboradora (422 con el carácter de control esperado si el NIF no cuadra; nif-already-exists si ya está registrada)',
        security: [{ bearerAuth: [] }],
        body: partnerBodySchema,
        response: { 201: withEtagHeader(partnerSchemaJson), ...errors(400, 401, 403, 404, 413, 415, 422) },
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
