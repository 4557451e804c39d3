import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import type { ApiError, GuardedEdit } from '@enlace/shared/api';
import { staffMemberSchema } from '@enlace/shared/domain';
import type { StaffMember } from '@enlace/shared/domain';
import type { StaffKind } from '../../../config/paths';
import { STAFF_KINDS } from '../staff-kinds';
import { toStaffPayload, type StaffFormValues } from '../utils/staff-form-values';

export const updateStaffMemberInputSchema = staffMemberSchema;

/** `PATCH /api/employees/{id}` or `/api/coordinators/{id}` (merge patch) with every field of the form. */
export const updateStaffMember = (
  kind: StaffKind,
  id: number,
  values: StaffFormValues,
  ifMatch?: string,
): Promise<StaffMember> =>
  apiPatch<StaffMember>(`${STAFF_KINDS[kind].apiPath}/${id}`, toStaffPayload(values), { ifMatch });

/**
 * Resolves to the saved staff member, or undefined: violations are shown at their fields, and `onError` lets the
 * form place a refusal without a field (409 `cannot-revoke-own-admin`) where it belongs. With `ifMatch` (the loaded
 * record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a toast.
 */
export function useUpdateStaffMember(
  kind: StaffKind,
  id: number,
  onError?: (error: ApiError, helpers: FormikHelpers<StaffFormValues>) => void,
  { ifMatch, onResourceChanged }: GuardedEdit = {},
) {
  return useCallback(
    (values: StaffFormValues, helpers: FormikHelpers<StaffFormValues>) =>
      request(() => updateStaffMember(kind, id, values, ifMatch), {
        validation: { schema: updateStaffMemberInputSchema, data: toStaffPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: STAFF_KINDS[kind].success.updated,
        onError: onError ? (error) => onError(error, helpers) : undefined,
        onResourceChanged,
      }),
    [kind, id, onError, ifMatch, onResourceChanged],
  );
}
