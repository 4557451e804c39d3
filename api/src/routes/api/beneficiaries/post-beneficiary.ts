import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  type BeneficiaryBody,
  beneficiaryBodySchema,
  beneficiaryIri,
  beneficiarySchemaJson,
  toBeneficiaryResource,
  validBeneficiaryValues,
} from './beneficiary-shared';

export const postBeneficiary: FastifyPluginAsync = async (app) => {
  app.post<{ Body: BeneficiaryBody }>(
    '/beneficiaries',
    {
      preHandler: app.requirePermission('beneficiary:create'),
      schema: {
        tags: ['beneficiaries'],
        summary:
          'Da de alta una persona beneficiaria (un menor necesita los datos de su tutor); con tutor (IRI de un beneficiario adulto) se añade una persona tutelada y los datos del tutor se toman de ese adulto',
        security: [{ bearerAuth: [] }],
        body: beneficiaryBodySchema,
        response: {
          201: withEtagHeader(beneficiarySchemaJson),
          ...errors(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const values = await validBeneficiaryValues(app, request, request.body ?? {});
      const beneficiary = await app.beneficiariesRepository.create(request, values);
      return reply
        .code(201)
        .header('location', beneficiaryIri(beneficiary.id))
        .send(withEntityTag(reply, beneficiary.version, toBeneficiaryResource(beneficiary, [])));
    },
  );
};
