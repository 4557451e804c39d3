import { apiGet } from '@enlace/shared/api';
import type { Beneficiary } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/beneficiaries/{id}` (an id or the IRI); 404 for an unknown id or another tenant's beneficiary. */
export const getBeneficiary = (id: string | number): Promise<Beneficiary> =>
  apiGet<Beneficiary>(
    `beneficiaries/${encodeURIComponent(String(id).replace(/^\/api\/beneficiaries\//, ''))}`,
  );

export const useBeneficiary = (id: string) =>
  useResource(queryKeys.beneficiaries.detail(id), () => getBeneficiary(id));
