import type { FastifyPluginAsync } from 'fastify';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  type BeneficiaryBody,
  beneficiaryBodySchema,
  beneficiaryNotFound,
  beneficiarySchemaJson,
  idParamsSchema,
  toBeneficiaryPayload,
  toBeneficiaryResource,
  validBeneficiaryValues,
} from './beneficiary-shared';

export const patchBeneficiary: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: { id: string }; Body: BeneficiaryBody }>(
    '/beneficiaries/:id',
    {
      preHandler: app.requirePermission('beneficiary:update'),
      schema: {
        tags: ['beneficiaries'],
        summary:
          'Modifica una persona beneficiaria (merge-patch; null borra un valor, tutor: null desvincula al tutor); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: beneficiaryBodySchema,
        response: {
          200: withEtagHeader(beneficiarySchemaJson),
          ...errors(400, 401, 403, 404, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
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
