import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import type { ApiError } from '@enlace/shared/api';

/** `DELETE /api/partners/{id}`: refused with 409 `partner-has-contact-persons` while it has any. */
export const deletePartner = (id: number): Promise<void> => apiDelete<void>(`partners/${id}`);

/**
 * Resolves to whether the partner was deleted; `onError` lets the screen explain a refusal
 * (`partner-has-contact-persons`) beside the toast the request wrapper shows.
 */
export function useDeletePartner(onError?: (error: ApiError) => void) {
  return useCallback(
    async (id: number) =>
      (await request(async () => (await deletePartner(id)) ?? null, {
        successMessage: 'api.success.partner-deleted',
        onError,
      })) !== undefined,
    [onError],
  );
}
