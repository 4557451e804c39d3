import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  beneficiaryNotFound,
  beneficiarySchemaJson,
  idParamsSchema,
  toBeneficiaryResource,
} from './beneficiary-shared';

export const getBeneficiary: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/beneficiaries/:id',
    {
      preHandler: app.requirePermission('beneficiary:read'),
      schema: {
        tags: ['beneficiaries'],
        summary: 'Una persona beneficiaria completa, con su tutor y las personas que tutela',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: withEtagHeader(beneficiarySchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const beneficiary = await app.beneficiariesRepository.find(request, id);
      if (!beneficiary) throw beneficiaryNotFound();
      return withEntityTag(
        reply,
        beneficiary.version,
        toBeneficiaryResource(beneficiary, await app.beneficiariesRepository.tutoredBy(request, id)),
      );
    },
  );
};
