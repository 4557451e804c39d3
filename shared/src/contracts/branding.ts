import { type Static, type StaticDecode, type TSchema, Type } from '@sinclair/typebox';
import {
  TENANT_ASSET_NAMES,
  TENANT_COPY_NAMES,
  TENANT_TRANSLATED_LANGUAGES,
  type TenantCopyName,
} from '../domain/enumerations';
import { nullableObject, nullableString, oneOf } from './json-schema';
import type { ResourceOf } from './resource';

// The organisation's branding (`/api/branding`, administrators): its name, web, colour, home page copies by
// language, analytics, reminders and images, written once for the API and the intranet's branding screen.

/** An object with the same schema under each of a closed list of names. */
const objectOf = <Name extends string, Value extends TSchema>(
  names: readonly Name[],
  value: Value,
  options: { description?: string } = {},
) => Type.Object(Object.fromEntries(names.map((name) => [name, value])) as { [N in Name]: Value }, options);

/** The 12 copies of the home page in one language, each a text or null. */
export const TenantCopiesSchema = objectOf(TENANT_COPY_NAMES, nullableString());
export type TenantCopies = Static<typeof TenantCopiesSchema>;

/** The Spanish copies and, absent or complete, the English and Catalan ones. */
export const BrandingCopiesSchema = Type.Object({
  es: TenantCopiesSchema,
  ...objectOf(TENANT_TRANSLATED_LANGUAGES, nullableObject(TenantCopiesSchema)).properties,
});

/** The Matomo site the organisation's pages report to: both or neither. */
export const BrandingAnalyticsSchema = Type.Object({
  matomo_host: nullableString(),
  matomo_site_id: nullableString(),
});

/** `GET /api/branding`: what the branding screen edits; the answer of every change to it. */
export const BrandingSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  company_name: Type.String(),
  web_url: nullableString(),
  primary_color: Type.String(),
  copies: BrandingCopiesSchema,
  analytics: BrandingAnalyticsSchema,
  session_reminder_hours: Type.Integer({
    description: 'Horas antes de cada sesión en que se recuerda por correo a sus voluntarios; 0: ninguna',
  }),
  waiting_list_offers: Type.Boolean({
    description:
      'true: la plaza que se libera en una sesión llena se ofrece por correo a la primera persona de la lista de espera, que tiene 24 horas para aceptarla; false: se le da directamente',
  }),
  images: objectOf(TENANT_ASSET_NAMES, nullableString(), {
    description: 'URL de la imagen propia de la organización; null: la predeterminada',
  }),
  default_images: objectOf(TENANT_ASSET_NAMES, nullableString(), {
    description: 'URL de la imagen predeterminada de cada nombre',
  }),
});
export type TenantBranding = ResourceOf<typeof BrandingSchema>;

/** The copies of one language in a merge patch: each copy a text, or null to remove it. */
const copiesPatch = Type.Unsafe<Partial<Record<TenantCopyName, string | null>>>({
  type: 'object',
  additionalProperties: { type: ['string', 'null'] },
  maxProperties: 32,
});

/** A translation in a merge patch: its copies, or null to remove the whole translation. */
const translationPatch = Type.Unsafe<Partial<Record<TenantCopyName, string | null>> | null>({
  type: ['object', 'null'],
  additionalProperties: { type: ['string', 'null'] },
  maxProperties: 32,
});

/**
 * What `PATCH /api/branding` takes (merge patch): JSON types and lengths only. The rules are the shared
 * `tenantBrandingSchema`'s, checked on the stored branding with the patch merged in.
 */
export const BrandingBodySchema = Type.Partial(
  Type.Object({
    company_name: Type.String({ maxLength: 1024 }),
    web_url: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 1024 }),
    primary_color: Type.String({ maxLength: 64 }),
    copies: Type.Object(
      {
        es: Type.Optional(copiesPatch),
        ...objectOf(TENANT_TRANSLATED_LANGUAGES, Type.Optional(translationPatch)).properties,
      },
      { additionalProperties: false },
    ),
    analytics: Type.Object(
      { matomo_host: Type.Optional(nullableString()), matomo_site_id: Type.Optional(nullableString()) },
      { additionalProperties: false },
    ),
    // Any JSON value: the shared rule answers a wrong one with a 422 at the field.
    session_reminder_hours: Type.Unknown(),
    waiting_list_offers: Type.Unknown(),
  }),
);
export type BrandingBody = StaticDecode<typeof BrandingBodySchema>;

/** `{name}` of `/api/branding/images/{name}`: one of the images an organisation may have of its own. */
export const BrandingImageParamsSchema = Type.Object({ name: oneOf(TENANT_ASSET_NAMES) });
export type BrandingImageParams = StaticDecode<typeof BrandingImageParamsSchema>;
