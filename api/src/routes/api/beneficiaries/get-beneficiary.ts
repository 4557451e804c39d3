import { BeneficiaryParamsSchema, BeneficiarySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { beneficiaryNotFound, toBeneficiaryResource } from './beneficiary-shared';

export const getBeneficiary: ContractRoutes = async (app) => {
  app.get(
    '/beneficiaries/:id',
    {
      preHandler: app.requirePermission('beneficiary:read'),
      schema: {
        tags: ['beneficiaries'],
        summary: 'Una persona beneficiaria completa, con su tutor y las personas que tutela',
        security: [{ bearerAuth: [] }],
        params: BeneficiaryParamsSchema,
        response: { 200: withEtagHeader(BeneficiarySchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
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
