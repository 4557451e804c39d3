import { object } from 'yup';
import type { InferType } from 'yup';
import { emailRule } from './field-rules';

export const forgotPasswordSchema = object({
  email: emailRule(),
});

export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
