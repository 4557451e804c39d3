import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import type { VolunteerSignUpAnswer, VolunteerSignUpBody } from '@enlace/shared/contracts';
import { volunteerSignUpSchema } from '@enlace/shared/domain';
import type { FormValuesOf } from '@enlace/shared/forms';

export const registerVolunteerInputSchema = volunteerSignUpSchema;

/** What the home page's sign-up form edits (the tutor's fields count only for a minor). */
export type VolunteerSignUpFormValues = FormValuesOf<VolunteerSignUpBody>;

/** `POST /api/volunteers/register` (public): the organisation is the host's. */
export const registerVolunteer = (values: VolunteerSignUpFormValues) =>
  apiPost<VolunteerSignUpAnswer>('volunteers/register', values);

/** Resolves to whether the sign-up went through (errors are already shown at their fields or as a toast). */
export function useRegisterVolunteer() {
  return useCallback(
    async (values: VolunteerSignUpFormValues, helpers: FormikHelpers<VolunteerSignUpFormValues>) =>
      (await request(async () => (await registerVolunteer(values)) ?? null, {
        validation: { schema: registerVolunteerInputSchema, data: values },
        setFieldErrors: helpers.setErrors,
      })) !== undefined,
    [],
  );
}
