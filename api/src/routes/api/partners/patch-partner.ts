import {
  type PartnerBody,
  PartnerBodySchema,
  PartnerParamsSchema,
  PartnerSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { partnerNotFound, toPartnerPayload, toPartnerResource, validPartnerValues } from './partner-shared';

export const patchPartner: ContractRoutes = async (app) => {
  app.patch(
    '/partners/:id',
    {
      preHandler: app.requirePermission('partner:update'),
      schema: {
        tags: ['partners'],
        summary:
          'Modifica una entidad colaboradora (merge-patch; null borra un valor); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: PartnerParamsSchema,
        headers: ifMatchHeadersSchema,
        body: PartnerBodySchema,
        response: {
          200: withEtagHeader(PartnerSchema),
          ...errors(400, 401, 403, 404, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.partnersRepository.find(request, id);
      if (!current) throw partnerNotFound();
      const version = await versionToClaim(request, current.version, async () =>
        toPartnerResource(current, await app.partnersRepository.contactPersons(request, id)),
      );
      // The result of the patch must be a valid partner: a required field cannot be patched away.
      const merged = mergePatch(toPartnerPayload(current), request.body ?? {}) as PartnerBody;
      const values = await validPartnerValues(app, request, merged, id);
      const updated = await app.partnersRepository.update(request, id, values, version);
      if (!updated) throw partnerNotFound();
      return withEntityTag(
        reply,
        updated.version,
        toPartnerResource(updated, await app.partnersRepository.contactPersons(request, id)),
      );
    },
  );
};
