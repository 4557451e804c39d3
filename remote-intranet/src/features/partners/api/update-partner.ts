import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { partnerSchema } from '@enlace/shared/domain';
import type { Partner } from '@enlace/shared/domain';
import { toPartnerPayload, type PartnerFormValues } from '../utils/partner-form-values';

export const updatePartnerInputSchema = partnerSchema;

/** `PATCH /api/partners/{id}` (merge patch) with every field of the form. */
export const updatePartner = (id: number, values: PartnerFormValues): Promise<Partner> =>
  apiPatch<Partner>(`partners/${id}`, toPartnerPayload(values));

/** Resolves to the saved partner, or undefined (violations are shown at their fields). */
export function useUpdatePartner(id: number) {
  return useCallback(
    (values: PartnerFormValues, helpers: FormikHelpers<PartnerFormValues>) =>
      request(() => updatePartner(id, values), {
        validation: { schema: updatePartnerInputSchema, data: toPartnerPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.partner-updated',
      }),
    [id],
  );
}
