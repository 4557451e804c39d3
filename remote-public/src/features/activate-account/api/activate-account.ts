import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import type { SuccessAnswer } from '@enlace/shared/contracts';
import { activateAccountSchema } from '@enlace/shared/domain';
import type { PersonFormValues } from '@enlace/shared/forms';

export const activateAccountInputSchema = activateAccountSchema;

/** What the activation form edits: person fields of spec §3 (references as IRIs) and the password twice. */
export type ActivateAccountFormValues = PersonFormValues & {
  password: string;
  repeatPassword: string;
};

/** The body of the call: the form's values with the code; repeatPassword is checked but never sent (spec §7). */
const toActivationBody = (code: string, values: ActivateAccountFormValues) => {
  const { repeatPassword: _repeatPassword, ...body } = values;
  return { ...body, activationCode: code };
};

/** `PATCH /api/users/activate/{code}`. */
export const activateAccount = (code: string, values: ActivateAccountFormValues) =>
  apiPatch<SuccessAnswer>(`users/activate/${encodeURIComponent(code)}`, toActivationBody(code, values));

/** Resolves to whether the account was activated (errors are already shown by the request wrapper). */
export function useActivateAccount(code: string) {
  return useCallback(
    async (values: ActivateAccountFormValues, helpers: FormikHelpers<ActivateAccountFormValues>) =>
      (await request(async () => (await activateAccount(code, values)) ?? null, {
        validation: { schema: activateAccountInputSchema, data: { ...values, activationCode: code } },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.user-activated',
      })) !== undefined,
    [code],
  );
}
