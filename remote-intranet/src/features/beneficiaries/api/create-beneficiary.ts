import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { beneficiarySchema } from '@enlace/shared/domain';
import type { Beneficiary } from '@enlace/shared/domain';
import { toBeneficiaryPayload, type BeneficiaryFormValues } from '../utils/beneficiary-form-values';

export const createBeneficiaryInputSchema = beneficiarySchema;

/** `POST /api/beneficiaries`; with `tutor`, the API takes the tutor data from that adult. */
export const createBeneficiary = (values: BeneficiaryFormValues): Promise<Beneficiary> =>
  apiPost<Beneficiary>('beneficiaries', toBeneficiaryPayload(values));

/**
 * Resolves to the new beneficiary, or undefined when the API refused it (violations go to their fields). Adding
 * a tutored person says so (`tutored-person-created`).
 */
export function useCreateBeneficiary(tutoredPerson = false) {
  return useCallback(
    (values: BeneficiaryFormValues, helpers: FormikHelpers<BeneficiaryFormValues>) =>
      request(() => createBeneficiary(values), {
        validation: { schema: createBeneficiaryInputSchema, data: toBeneficiaryPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: tutoredPerson
          ? 'api.success.tutored-person-created'
          : 'api.success.beneficiary-created',
      }),
    [tutoredPerson],
  );
}
