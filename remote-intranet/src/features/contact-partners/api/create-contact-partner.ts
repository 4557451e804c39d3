import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { contactPartnerSchema } from '@enlace/shared/domain';
import type { ContactPartner } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { toContactPartnerPayload, type ContactPartnerFormValues } from '../utils/contact-partner-form-values';

export const createContactPartnerInputSchema = contactPartnerSchema;

/** `POST /api/contact_partners`: registers the person and sends the activation email. */
export const createContactPartner = (values: ContactPartnerFormValues): Promise<ContactPartner> =>
  apiPost<ContactPartner>('contact_partners', toContactPartnerPayload(values));

/** Resolves to the new contact person, or undefined (`email-already-exists` and the rest go to their fields). */
export function useCreateContactPartner() {
  return useCallback(
    (values: ContactPartnerFormValues, helpers: FormikHelpers<ContactPartnerFormValues>) =>
      request(() => createContactPartner(values), {
        validation: { schema: createContactPartnerInputSchema, data: toContactPartnerPayload(values) },
        setFieldErrors: helpers.setErrors,
        // Says that the invitation went out, not only that the record exists.
        successMessage: `${I18N_NAMESPACE}:contactPartner.created`,
      }),
    [],
  );
}
