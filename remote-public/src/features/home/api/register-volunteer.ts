import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { volunteerSignUpSchema } from '@enlace/shared/domain';

export const registerVolunteerInputSchema = volunteerSignUpSchema;

/** What the home page's sign-up form edits (the tutor's fields count only for a minor). */
export type VolunteerSignUpFormValues = {
  name: string;
  surname: string;
  email: string;
  phonePrefixMobile: string;
  phoneMobile: string;
  birthday: string;
  tutorName: string;
  tutorSurname: string;
  tutorEmail: string;
  tutorPhone: string;
  relation: string;
  acceptPrivacy: boolean;
};

/** `POST /api/volunteers/register` (public): the organisation is the host's. */
export const registerVolunteer = (values: VolunteerSignUpFormValues) =>
  apiPost<{ success: boolean; message: string }>('volunteers/register', values);

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
