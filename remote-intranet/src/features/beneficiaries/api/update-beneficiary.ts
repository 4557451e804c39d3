import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { beneficiarySchema } from '@enlace/shared/domain';
import type { Beneficiary } from '@enlace/shared/domain';
import { toBeneficiaryPayload, type BeneficiaryFormValues } from '../utils/beneficiary-form-values';

export const updateBeneficiaryInputSchema = beneficiarySchema;

/** `PATCH /api/beneficiaries/{id}` (merge patch) with every field of the form. */
export const updateBeneficiary = (id: number, values: BeneficiaryFormValues): Promise<Beneficiary> =>
  apiPatch<Beneficiary>(`beneficiaries/${id}`, toBeneficiaryPayload(values));

/** Resolves to the saved beneficiary, or undefined (violations are shown at their fields). */
export function useUpdateBeneficiary(id: number) {
  return useCallback(
    (values: BeneficiaryFormValues, helpers: FormikHelpers<BeneficiaryFormValues>) =>
      request(() => updateBeneficiary(id, values), {
        validation: { schema: updateBeneficiaryInputSchema, data: toBeneficiaryPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.beneficiary-updated',
      }),
    [id],
  );
}
