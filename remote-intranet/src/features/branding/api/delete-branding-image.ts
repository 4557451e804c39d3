import { apiDelete, loadTenantConfig, request } from '@enlace/shared/api';
import type { TenantAssetName, TenantBranding } from '@enlace/shared/domain';

/** `DELETE /api/branding/images/{name}`: the default image shows again. */
export const deleteBrandingImage = (name: TenantAssetName): Promise<TenantBranding> =>
  apiDelete<TenantBranding>(`branding/images/${name}`) as Promise<TenantBranding>;

export async function restoreBrandingImage(name: TenantAssetName) {
  const saved = await request(() => deleteBrandingImage(name), {
    successMessage: 'api.success.branding-image-restored',
  });
  if (saved) await loadTenantConfig().catch(() => undefined);
  return saved;
}
