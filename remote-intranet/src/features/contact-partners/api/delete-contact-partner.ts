import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import type { DeletionReason } from '@enlace/shared/domain';

/** `DELETE /api/contact_partners/{id}` with the reason: the person is anonymised and loses access. */
export const deleteContactPartner = (id: number, reason: DeletionReason): Promise<void> =>
  apiDelete<void>(`contact_partners/${id}`, { reason });

/** Resolves to whether the contact person was deleted (errors are already shown by the request wrapper). */
export function useDeleteContactPartner() {
  return useCallback(
    async (id: number, reason: DeletionReason) =>
      (await request(async () => (await deleteContactPartner(id, reason)) ?? null, {
        successMessage: 'api.success.contact-partner-deleted',
      })) !== undefined,
    [],
  );
}
