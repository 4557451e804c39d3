import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import type { ApiError } from '@enlace/shared/api';
import type { DeletionReason } from '@enlace/shared/domain';
import type { StaffKind } from '../../../config/paths';
import { STAFF_KINDS } from '../staff-kinds';

/** `DELETE /api/employees/{id}` or `/api/coordinators/{id}` with the reason: anonymised, loses access. */
export const deleteStaffMember = (kind: StaffKind, id: number, reason: DeletionReason): Promise<void> =>
  apiDelete<void>(`${STAFF_KINDS[kind].apiPath}/${id}`, { reason });

/**
 * A coordinator who still has activities is not an error for the person deleting them: it is the step where they
 * pick who takes the activities over, and the transfer dialog says so (no error toast).
 */
const isTransferStep = (error: ApiError): boolean => error.code === 'coordinator-has-assigned-activities';

/**
 * Resolves to whether the staff member was deleted; `onError` lets the page explain a refusal
 * (409 `cannot-delete-own-account`) beside the toast the request wrapper shows, or go on to the transfer step.
 */
export function useDeleteStaffMember(kind: StaffKind, onError?: (error: ApiError) => void) {
  return useCallback(
    async (id: number, reason: DeletionReason) =>
      (await request(async () => (await deleteStaffMember(kind, id, reason)) ?? null, {
        successMessage: STAFF_KINDS[kind].success.deleted,
        onError,
        showsError: isTransferStep,
      })) !== undefined,
    [kind, onError],
  );
}
