import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import type { ApiError } from '@enlace/shared/api';
import { staffMemberSchema } from '@enlace/shared/domain';
import type { StaffMember } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { StaffKind } from '../../../config/paths';
import { STAFF_KINDS } from '../staff-kinds';
import { toStaffPayload, type StaffFormValues } from '../utils/staff-form-values';

export const createStaffMemberInputSchema = staffMemberSchema;

/** `POST /api/employees` or `POST /api/coordinators`: creates the account and sends the activation email. */
export const createStaffMember = (kind: StaffKind, values: StaffFormValues): Promise<StaffMember> =>
  apiPost<StaffMember>(STAFF_KINDS[kind].apiPath, toStaffPayload(values));

/**
 * Resolves to the new staff member, or undefined: violations (`email-already-exists`…) go to their fields, and
 * `onError` lets the screen explain a creation taken back because the email could not be sent (503).
 */
export function useCreateStaffMember(kind: StaffKind, onError?: (error: ApiError) => void) {
  return useCallback(
    (values: StaffFormValues, helpers: FormikHelpers<StaffFormValues>) =>
      request(() => createStaffMember(kind, values), {
        validation: { schema: createStaffMemberInputSchema, data: toStaffPayload(values) },
        setFieldErrors: helpers.setErrors,
        // Says that the invitation went out, not only that the record exists.
        successMessage: `${I18N_NAMESPACE}:staff.${kind}.created`,
        onError,
      }),
    [kind, onError],
  );
}
