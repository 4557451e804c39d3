import { BrandingBodySchema, BrandingSchema } from '@enlace/shared/contracts';
import {
  isEmptyCopySet,
  TENANT_TRANSLATED_LANGUAGES,
  tenantBrandingSchema,
  type TenantBrandingInput,
  type TenantCopies,
} from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { blankToNull } from '../../../lib/person-values';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { copiesOf, spanishCopiesOf, toBranding, translatedCopiesOf } from './branding-shared';

type Patch = Record<string, unknown>;

const isObject = (value: unknown): value is Patch =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7396: a member set to null is removed, an object merges into the stored one, anything else replaces. */
const mergeSet = (stored: TenantCopies | null, patch: unknown): Partial<TenantCopies> | null => {
  if (patch === null) return null;
  if (!isObject(patch)) return stored;
  return { ...(stored ?? {}), ...patch } as Partial<TenantCopies>;
};

export const patchBranding: ContractRoutes = async (app) => {
  app.patch(
    '/branding',
    {
      preHandler: app.requirePermission('branding:update'),
      schema: {
        tags: ['branding'],
        summary:
          'Cambia la marca (merge-patch): company_name, web_url, primary_color (con contraste suficiente para texto blanco), copies.es/en/ca (en y ca: null o completos respecto al español), analytics (https y número, los dos o ninguno) session_reminder_hours (0 a 168) y waiting_list_offers (true: la plaza que se libera se ofrece 24 horas a la primera persona de la lista de espera; false: se le da directamente); 422 con violations',
        security: [{ bearerAuth: [] }],
        body: BrandingBodySchema,
        response: { 200: BrandingSchema, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const tenant = await app.tenantBrandingRepository.findTenant(request);
      const copiesPatch = isObject(body.copies) ? body.copies : {};
      const analyticsPatch = isObject(body.analytics) ? body.analytics : {};
      const translated = translatedCopiesOf(tenant);
      // The stored branding with the patch merged in is validated whole: a translation is complete against the
      // Spanish set it will be shown beside, whichever of the two this request changes.
      const merged: TenantBrandingInput = {
        company_name: 'company_name' in body ? (body.company_name as string) : tenant.name,
        web_url: 'web_url' in body ? (body.web_url as string | null) : tenant.web_url,
        primary_color: 'primary_color' in body ? (body.primary_color as string) : tenant.primary_color,
        copies: {
          es: mergeSet(spanishCopiesOf(tenant), copiesPatch.es ?? {}) ?? {},
          ...Object.fromEntries(
            TENANT_TRANSLATED_LANGUAGES.map((language) => [
              language,
              language in copiesPatch
                ? mergeSet(translated[language], copiesPatch[language])
                : translated[language],
            ]),
          ),
        },
        analytics: {
          matomo_host:
            'matomo_host' in analyticsPatch
              ? (analyticsPatch.matomo_host as string | null)
              : tenant.matomo_host,
          matomo_site_id:
            'matomo_site_id' in analyticsPatch
              ? (analyticsPatch.matomo_site_id as string | null)
              : tenant.matomo_site_id,
        },
        session_reminder_hours:
          'session_reminder_hours' in body
            ? (body.session_reminder_hours as number)
            : tenant.session_reminder_hours,
        waiting_list_offers:
          'waiting_list_offers' in body
            ? (body.waiting_list_offers as boolean)
            : tenant.waiting_list_offers === 1,
      };
      await validateBody(tenantBrandingSchema, merged);

      const cleanCopies = (set: Partial<TenantCopies> | null | undefined) =>
        Object.fromEntries(Object.entries(copiesOf(set)).map(([name, value]) => [name, blankToNull(value)]));
      const translations = Object.fromEntries(
        TENANT_TRANSLATED_LANGUAGES.flatMap((language) => {
          const set = merged.copies[language];
          return set && !isEmptyCopySet(set) ? [[language, cleanCopies(set)]] : [];
        }),
      );
      await app.tenantBrandingRepository.update(request, {
        name: merged.company_name.trim(),
        web_url: blankToNull(merged.web_url),
        primary_color: merged.primary_color.trim().toLowerCase(),
        copies: JSON.stringify(cleanCopies(merged.copies.es)),
        copies_by_language: Object.keys(translations).length > 0 ? JSON.stringify(translations) : null,
        matomo_host: blankToNull(merged.analytics.matomo_host),
        matomo_site_id: blankToNull(merged.analytics.matomo_site_id),
        session_reminder_hours: merged.session_reminder_hours,
        waiting_list_offers: merged.waiting_list_offers ? 1 : 0,
      });
      return toBranding(await app.tenantBrandingRepository.find(request));
    },
  );
};
