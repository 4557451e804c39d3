import type { TenantConfig, TenantCopies, TenantTranslatedLanguage } from '@enlace/shared/domain/core';

/**
 * The home page's copies in the visitor's language: the tenant's complete translation when it has one (the API
 * sends only complete ones), else the Spanish set. Never a mix of the two.
 */
export const tenantCopiesFor = (
  config: Pick<TenantConfig, 'copies' | 'copies_by_language'> | null | undefined,
  language: string | null | undefined,
): TenantCopies | undefined => {
  const base = (language ?? '').toLowerCase().split('-')[0] as TenantTranslatedLanguage;
  return config?.copies_by_language?.[base] ?? config?.copies;
};
