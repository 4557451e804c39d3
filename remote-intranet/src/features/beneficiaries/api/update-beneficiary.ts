import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { beneficiarySchema } from '@enlace/shared/domain';
import type { Beneficiary } from '@enlace/shared/domain';
import { toBeneficiaryPayload, type BeneficiaryFormValues } from '../utils/beneficiary-form-values';

export const updateBeneficiaryInputSchema = beneficiarySchema;

/** `PATCH /api/beneficiaries/{id}` (merge patch) with every field of the form. */
export const updateBeneficiary = (
  id: number,
  values: BeneficiaryFormValues,
  ifMatch?: string,
): Promise<Beneficiary> =>
  apiPatch<Beneficiary>(`beneficiaries/${id}`, toBeneficiaryPayload(values), { ifMatch });

/**
 * Resolves to the saved beneficiary, or undefined (violations are shown at their fields). With `ifMatch` (the
 * loaded record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a
 * toast.
 */
export function useUpdateBeneficiary(id: number, { ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    (values: BeneficiaryFormValues, helpers: FormikHelpers<BeneficiaryFormValues>) =>
      request(() => updateBeneficiary(id, values, ifMatch), {
        validation: { schema: updateBeneficiaryInputSchema, data: toBeneficiaryPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.beneficiary-updated',
        onResourceChanged,
      }),
    [id, ifMatch, onResourceChanged],
  );
}
