import { DEFAULT_ASSET_FOLDER, tenantCdnPath } from '@enlace/shared/domain/core';
import type { TenantAssetName, TenantConfig } from '@enlace/shared/domain/core';
/** `/cdn/<folder>/<file>?v=<version>`, or null when the tenant has no such asset. */
export const tenantAssetUrl = (
  config: Pick<TenantConfig, 'assets'> | null | undefined,
  assetName: TenantAssetName,
  version?: string | null,
): string | null => {
  const file = config?.assets?.[assetName];
  if (!file) return null;
  const folder = config?.assets?.folder || DEFAULT_ASSET_FOLDER;
  const path = tenantCdnPath(folder, file);
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
};
