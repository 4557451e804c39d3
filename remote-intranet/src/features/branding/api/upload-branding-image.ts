import { apiUpload, type ApiError, loadTenantConfig, request } from '@enlace/shared/api';
import type { TenantAssetName, TenantBranding } from '@enlace/shared/domain';

/** `PUT /api/branding/images/{name}` (multipart, field `file`): the API checks, converts and stores it. */
export const uploadBrandingImage = (name: TenantAssetName, file: Blob): Promise<TenantBranding> =>
  apiUpload<TenantBranding>(`branding/images/${name}`, file, 'file', 'put');

/** Uploads with the request wrapper; a refused file calls `onRefused` (shown beside the image, no toast). */
export async function saveBrandingImage(
  name: TenantAssetName,
  file: Blob,
  onRefused: (error: ApiError) => void,
) {
  const saved = await request(() => uploadBrandingImage(name, file), {
    successMessage: 'api.success.branding-image-uploaded',
    showsError: (error) => error.violations.length > 0,
    onError: onRefused,
  });
  if (saved) await loadTenantConfig().catch(() => undefined);
  return saved;
}
