import { apiGet, useResource } from '@enlace/shared/api';
import type { TenantBranding } from '@enlace/shared/domain';

/** `GET /api/branding` (administrators): what the branding screen edits. */
export const getBranding = (): Promise<TenantBranding> => apiGet<TenantBranding>('branding');

export const useBranding = () => useResource('branding', getBranding);
