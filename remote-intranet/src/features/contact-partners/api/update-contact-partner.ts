import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { contactPartnerSchema } from '@enlace/shared/domain';
import type { ContactPartner } from '@enlace/shared/domain';
import { toContactPartnerPayload, type ContactPartnerFormValues } from '../utils/contact-partner-form-values';

export const updateContactPartnerInputSchema = contactPartnerSchema;

/** `PATCH /api/contact_partners/{id}` (merge patch) with every field of the form. */
export const updateContactPartner = (id: number, values: ContactPartnerFormValues): Promise<ContactPartner> =>
  apiPatch<ContactPartner>(`contact_partners/${id}`, toContactPartnerPayload(values));

/** Resolves to the saved contact person, or undefined (violations are shown at their fields). */
export function useUpdateContactPartner(id: number) {
  return useCallback(
    (values: ContactPartnerFormValues, helpers: FormikHelpers<ContactPartnerFormValues>) =>
      request(() => updateContactPartner(id, values), {
        validation: { schema: updateContactPartnerInputSchema, data: toContactPartnerPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.contact-partner-updated',
      }),
    [id],
  );
}
