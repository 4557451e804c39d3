import { BeneficiaryBodySchema, BeneficiarySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { beneficiaryIri, toBeneficiaryResource, validBeneficiaryValues } from './beneficiary-shared';

export const postBeneficiary: ContractRoutes = async (app) => {
  app.post(
    '/beneficiaries',
    {
      preHandler: app.requirePermission('beneficiary:create'),
      schema: {
        tags: ['beneficiaries'],
        summary:
          'Da de alta una persona beneficiaria (un menor necesita los datos de su tutor); con tutor (IRI de un beneficiario adulto) se añade una persona tutelada y los datos del tutor se toman de ese adulto',
        security: [{ bearerAuth: [] }],
        body: BeneficiaryBodySchema,
        response: {
          201: withEtagHeader(BeneficiarySchema),
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
