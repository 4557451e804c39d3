import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import type { DeletionReason } from '@enlace/shared/domain';

/** `DELETE /api/beneficiaries/{id}` with the reason: the person leaves the lists and their data is anonymised. */
export const deleteBeneficiary = (id: number, reason: DeletionReason): Promise<void> =>
  apiDelete<void>(`beneficiaries/${id}`, { reason });

/** Resolves to whether the beneficiary was deleted (errors are already shown by the request wrapper). */
export function useDeleteBeneficiary() {
  return useCallback(
    async (id: number, reason: DeletionReason) =>
      (await request(async () => (await deleteBeneficiary(id, reason)) ?? null, {
        successMessage: 'api.success.beneficiary-deleted',
      })) !== undefined,
    [],
  );
}
