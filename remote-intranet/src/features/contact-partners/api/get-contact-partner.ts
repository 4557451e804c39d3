import { apiGet } from '@enlace/shared/api';
import type { ContactPartner } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/contact_partners/{id}`; 404 for an unknown id or another tenant's contact person. */
export const getContactPartner = (id: string): Promise<ContactPartner> =>
  apiGet<ContactPartner>(`contact_partners/${encodeURIComponent(id)}`);

export const useContactPartner = (id: string) =>
  useResource(queryKeys.contactPartners.detail(id), () => getContactPartner(id));
