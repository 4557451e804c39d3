import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { contactPartnerSchema } from '@enlace/shared/domain';
import type { ContactPartner } from '@enlace/shared/domain';
import { toContactPartnerPayload, type ContactPartnerFormValues } from '../utils/contact-partner-form-values';

export const updateContactPartnerInputSchema = contactPartnerSchema;

/** `PATCH /api/contact_partners/{id}` (merge patch) with every field of the form. */
export const updateContactPartner = (
  id: number,
  values: ContactPartnerFormValues,
  ifMatch?: string,
): Promise<ContactPartner> =>
  apiPatch<ContactPartner>(`contact_partners/${id}`, toContactPartnerPayload(values), { ifMatch });

/**
 * Resolves to the saved contact person, or undefined (violations are shown at their fields). With `ifMatch` (the
 * loaded record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a
 * toast.
 */
export function useUpdateContactPartner(id: number, { ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    (values: ContactPartnerFormValues, helpers: FormikHelpers<ContactPartnerFormValues>) =>
      request(() => updateContactPartner(id, values, ifMatch), {
        validation: { schema: updateContactPartnerInputSchema, data: toContactPartnerPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.contact-partner-updated',
        onResourceChanged,
      }),
    [id, ifMatch, onResourceChanged],
  );
}
