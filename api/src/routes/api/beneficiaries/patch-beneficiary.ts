import {
  type BeneficiaryBody,
  BeneficiaryBodySchema,
  BeneficiaryParamsSchema,
  BeneficiarySchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  beneficiaryNotFound,
  toBeneficiaryPayload,
  toBeneficiaryResource,
  validBeneficiaryValues,
} from './beneficiary-shared';

export const patchBeneficiary: ContractRoutes = async (app) => {
  app.patch(
    '/beneficiaries/:id',
    {
      preHandler: app.requirePermission('beneficiary:update'),
      schema: {
        tags: ['beneficiaries'],
        summary:
          'Modifica una persona beneficiaria (merge-patch; null borra un valor, tutor: null desvincula al tutor); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: BeneficiaryParamsSchema,
        headers: ifMatchHeadersSchema,
        body: BeneficiaryBodySchema,
        response: {
          200: withEtagHeader(BeneficiarySchema),
          ...errors(400, 401, 403, 404, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.beneficiariesRepository.find(request, id);
      if (!current) throw beneficiaryNotFound();
      const version = await versionToClaim(request, current.version, async () =>
        toBeneficiaryResource(current, await app.beneficiariesRepository.tutoredBy(request, id)),
      );
      // The result of the patch must be a valid beneficiary: a required field cannot be patched away.
      const merged = mergePatch(toBeneficiaryPayload(current), request.body ?? {}) as BeneficiaryBody;
      const values = await validBeneficiaryValues(app, request, merged, id);
      const updated = await app.beneficiariesRepository.update(request, id, values, version);
      if (!updated) throw beneficiaryNotFound();
      return withEntityTag(
        reply,
        updated.version,
        toBeneficiaryResource(updated, await app.beneficiariesRepository.tutoredBy(request, id)),
      );
    },
  );
};
