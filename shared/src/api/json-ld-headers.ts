import { i18n } from '@enlace/shared/i18n';
export const JSON_LD = 'application/ld+json';
export const MERGE_PATCH_JSON = 'application/merge-patch+json';

/** Headers of every call (spec §7): JSON-LD and the current language. */
export const jsonLdHeaders = (): Record<string, string> => ({
  Accept: JSON_LD,
  'Accept-Language': i18n.language,
});
