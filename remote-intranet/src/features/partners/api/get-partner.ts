import { apiGet } from '@enlace/shared/api';
import type { Partner } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/partners/{id}` with its contact persons; 404 for an unknown id or another tenant's partner. */
export const getPartner = (id: string): Promise<Partner> =>
  apiGet<Partner>(`partners/${encodeURIComponent(id)}`);

export const usePartner = (id: string) => useResource(queryKeys.partners.detail(id), () => getPartner(id));
