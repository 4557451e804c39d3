import { object } from 'yup';
import type { InferType } from 'yup';
import { emailRule } from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

export const forgotPasswordSchema = builtOnFirstUse(() =>
  object({
    email: emailRule(),
  }),
);

export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
