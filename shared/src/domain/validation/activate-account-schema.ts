import { object } from 'yup';
import type { InferType } from 'yup';
import { passwordRule, repeatPasswordRule, requiredCodeRule } from './field-rules';
import { personFieldsShape } from './person-fields-schema';
import { builtOnFirstUse } from './built-on-first-use';

/** Person fields, the new password and the code of the activation link. */
export const activateAccountSchema = builtOnFirstUse(() =>
  object({
    ...personFieldsShape,
    password: passwordRule(),
    repeatPassword: repeatPasswordRule(),
    activationCode: requiredCodeRule(),
  }),
);

export type ActivateAccountInput = InferType<typeof activateAccountSchema>;
