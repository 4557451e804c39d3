import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { partnerSchema } from '@enlace/shared/domain';
import type { Partner } from '@enlace/shared/domain';
import { toPartnerPayload, type PartnerFormValues } from '../utils/partner-form-values';

export const createPartnerInputSchema = partnerSchema;

/** `POST /api/partners`. */
export const createPartner = (values: PartnerFormValues): Promise<Partner> =>
  apiPost<Partner>('partners', toPartnerPayload(values));

/** Resolves to the new partner, or undefined (violations such as `nif-already-exists` go to their fields). */
export function useCreatePartner() {
  return useCallback(
    (values: PartnerFormValues, helpers: FormikHelpers<PartnerFormValues>) =>
      request(() => createPartner(values), {
        validation: { schema: createPartnerInputSchema, data: toPartnerPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.partner-created',
      }),
    [],
  );
}
