import { object } from 'yup';
import type { InferType } from 'yup';
import { loginPasswordRule, passwordRule, repeatPasswordRule } from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * A signed-in person changing their password: the current one (only its presence is a rule, like at login;
 * the server checks it) and the new one under the rules of spec §5.
 */
export const changePasswordSchema = builtOnFirstUse(() =>
  object({
    currentPassword: loginPasswordRule(),
    password: passwordRule(),
    repeatPassword: repeatPasswordRule(),
  }),
);

export type ChangePasswordInput = InferType<typeof changePasswordSchema>;
