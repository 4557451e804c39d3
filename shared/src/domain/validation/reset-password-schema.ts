import { object } from 'yup';
import type { InferType } from 'yup';
import { passwordRule, repeatPasswordRule } from './field-rules';

/** repeatPassword is checked when present: the form sends it to the schema, the API body lacks it. */
export const resetPasswordSchema = object({
  password: passwordRule(),
  repeatPassword: repeatPasswordRule(),
});

export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
