import {
  DEFAULT_ASSET_FOLDER,
  isEmptyCopySet,
  missingTranslatedCopies,
  TENANT_ASSET_NAMES,
  TENANT_COPY_NAMES,
  TENANT_TRANSLATED_LANGUAGES,
  type TenantAssetName,
  type TenantTranslatedLanguage,
  tenantCdnPath,
} from '@enlace/shared/domain';
import type { TenantBranding, TenantCopies } from '@enlace/shared/contracts';
import type { Tenant } from '../../../db/schema';
import type { StoredBranding } from '../../../plugins/repositories/tenant-branding-repository';

export const BRANDING_PATH = '/api/branding';

/** The file each image shows when the tenant has none of its own: the one shipped in its CDN folder. */
export const DEFAULT_IMAGE_FILES: Record<TenantAssetName, string> = {
  logo_dark: 'logo_dark.webp',
  logo_light: 'logo_light.webp',
  hero_img: 'hero_img.webp',
  volunteer_form_img: 'volunteer_form_img.webp',
  favicon: 'favicon.ico',
};

type CopySet = Partial<Record<string, unknown>>;

/** The 12 copies of a set, each a string or null (anything else stored reads as null). */
export const copiesOf = (set: CopySet | null | undefined): TenantCopies =>
  Object.fromEntries(
    TENANT_COPY_NAMES.map((name) => {
      const value = set?.[name];
      return [name, typeof value === 'string' ? value : null];
    }),
  ) as TenantCopies;

const parseJson = (text: string | null | undefined): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The Spanish copies as stored (`tenants.copies`). */
export const spanishCopiesOf = (tenant: Pick<Tenant, 'copies'>): TenantCopies =>
  copiesOf(parseJson(tenant.copies) as CopySet | null);

/** The stored translations (`tenants.copies_by_language`), each language's set or null. */
export const translatedCopiesOf = (
  tenant: Pick<Tenant, 'copies_by_language'>,
): Record<TenantTranslatedLanguage, TenantCopies | null> => {
  const stored = (parseJson(tenant.copies_by_language) ?? {}) as Record<string, CopySet | null>;
  return Object.fromEntries(
    TENANT_TRANSLATED_LANGUAGES.map((language) => {
      const set = stored[language];
      return [language, set && !isEmptyCopySet(set as TenantCopies) ? copiesOf(set) : null];
    }),
  ) as Record<TenantTranslatedLanguage, TenantCopies | null>;
};

/**
 * The translations a visitor may read: only complete ones (every copy the Spanish set has), so that the home is
 * never half in Spanish. The branding screen refuses partial sets; this also covers a Spanish copy added later.
 */
export const completeTranslationsOf = (
  tenant: Pick<Tenant, 'copies' | 'copies_by_language'>,
): Partial<Record<TenantTranslatedLanguage, TenantCopies>> => {
  const spanish = spanishCopiesOf(tenant);
  const translated = translatedCopiesOf(tenant);
  const complete: Partial<Record<TenantTranslatedLanguage, TenantCopies>> = {};
  for (const language of TENANT_TRANSLATED_LANGUAGES) {
    const set = translated[language];
    if (set && missingTranslatedCopies(spanish, set).length === 0) complete[language] = set;
  }
  return complete;
};

/** `GET /api/branding`'s body from the stored tenant and its own images. */
export function toBranding({ tenant, images }: StoredBranding): TenantBranding & { '@context': string } {
  const folder = tenant.asset_folder || DEFAULT_ASSET_FOLDER;
  const own = new Map(images.map((image) => [image.name, image]));
  return {
    '@context': '/api/contexts/Branding',
    '@id': BRANDING_PATH,
    '@type': 'Branding',
    company_name: tenant.name,
    web_url: tenant.web_url,
    primary_color: tenant.primary_color,
    copies: { es: spanishCopiesOf(tenant), ...translatedCopiesOf(tenant) },
    analytics: { matomo_host: tenant.matomo_host, matomo_site_id: tenant.matomo_site_id },
    session_reminder_hours: tenant.session_reminder_hours,
    waiting_list_offers: tenant.waiting_list_offers === 1,
    images: Object.fromEntries(
      TENANT_ASSET_NAMES.map((name) => {
        const image = own.get(name);
        // The file name changes at each upload; the version is for caches that ignore that.
        return [
          name,
          image ? `${tenantCdnPath(folder, image.file)}?v=${encodeURIComponent(image.updated_at)}` : null,
        ];
      }),
    ) as Record<TenantAssetName, string | null>,
    default_images: Object.fromEntries(
      TENANT_ASSET_NAMES.map((name) => [name, tenantCdnPath(folder, DEFAULT_IMAGE_FILES[name])]),
    ) as Record<TenantAssetName, string | null>,
  };
}
