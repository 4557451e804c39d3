import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { TenantBranding } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/branding` (administrators): what the branding screen edits. */
export const getBranding = (): Promise<TenantBranding> => apiGet<TenantBranding>('branding');

export const useBranding = () => useResource(queryKeys.branding, getBranding);
