import { object } from 'yup';
import type { InferType } from 'yup';
import { passwordRule, repeatPasswordRule } from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/** repeatPassword is checked when present: the form sends it to the schema, the API body lacks it. */
export const resetPasswordSchema = builtOnFirstUse(() =>
  object({
    password: passwordRule(),
    repeatPassword: repeatPasswordRule(),
  }),
);

export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
