import {
  type ContactPartnerBody,
  ContactPartnerBodySchema,
  ContactPartnerParamsSchema,
  ContactPartnerSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  contactPartnerNotFound,
  toContactPartnerPayload,
  toContactPartnerResource,
  validContactPartnerValues,
} from './contact-partner-shared';

export const patchContactPartner: ContractRoutes = async (app) => {
  app.patch(
    '/contact_partners/:id',
    {
      preHandler: app.requirePermission('contact-partner:update'),
      schema: {
        tags: ['contact partners'],
        summary:
          'Modifica una persona de contacto (merge-patch; null borra un valor; partner la cambia de entidad); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: ContactPartnerParamsSchema,
        headers: ifMatchHeadersSchema,
        body: ContactPartnerBodySchema,
        response: {
          200: withEtagHeader(ContactPartnerSchema),
          ...errors(400, 401, 403, 404, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.contactPartnersRepository.find(request, id);
      if (!current) throw contactPartnerNotFound();
      const version = await versionToClaim(request, current.version, () => toContactPartnerResource(current));
      const merged = mergePatch(toContactPartnerPayload(current), request.body ?? {}) as ContactPartnerBody;
      const values = await validContactPartnerValues(app, request, merged, id);
      const updated = await app.contactPartnersRepository.update(request, id, values, version);
      if (!updated) throw contactPartnerNotFound();
      return withEntityTag(reply, updated.version, toContactPartnerResource(updated));
    },
  );
};
