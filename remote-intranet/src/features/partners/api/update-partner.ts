import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { partnerSchema } from '@enlace/shared/domain';
import type { Partner } from '@enlace/shared/domain';
import { toPartnerPayload, type PartnerFormValues } from '../utils/partner-form-values';

export const updatePartnerInputSchema = partnerSchema;

/** `PATCH /api/partners/{id}` (merge patch) with every field of the form. */
export const updatePartner = (id: number, values: PartnerFormValues, ifMatch?: string): Promise<Partner> =>
  apiPatch<Partner>(`partners/${id}`, toPartnerPayload(values), { ifMatch });

/**
 * Resolves to the saved partner, or undefined (violations are shown at their fields). With `ifMatch` (the
 * loaded record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a
 * toast.
 */
export function useUpdatePartner(id: number, { ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    (values: PartnerFormValues, helpers: FormikHelpers<PartnerFormValues>) =>
      request(() => updatePartner(id, values, ifMatch), {
        validation: { schema: updatePartnerInputSchema, data: toPartnerPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.partner-updated',
        onResourceChanged,
      }),
    [id, ifMatch, onResourceChanged],
  );
}
