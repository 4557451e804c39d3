import { apiPatch, loadTenantConfig, request } from '@enlace/shared/api';
import type { TenantBranding, TenantBrandingInput } from '@enlace/shared/domain';
import type { SetFieldErrors } from '@enlace/shared/api';

// `PATCH /api/branding` (merge patch) with every field of the screen; the schema is imported on first use.
export const updateBrandingInputSchema = () =>
  import('@enlace/shared/domain').then((domain) => domain.tenantBrandingSchema);

export const updateBranding = (payload: TenantBrandingInput): Promise<TenantBranding> =>
  apiPatch<TenantBranding>('branding', payload);

/**
 * Saves with the request wrapper (violations shown at their fields); resolves to the branding now, or undefined.
 * The shell's configuration is read again at once, so its colour and logo change without a reload.
 */
export async function saveBranding(payload: TenantBrandingInput, setFieldErrors: SetFieldErrors) {
  const saved = await request(() => updateBranding(payload), {
    validation: { schema: updateBrandingInputSchema, data: payload },
    setFieldErrors,
    successMessage: 'api.success.branding-updated',
  });
  if (saved) await loadTenantConfig().catch(() => undefined);
  return saved;
}
