import { object } from 'yup';
import type { InferType } from 'yup';
import { emailRule, loginPasswordRule } from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

export const loginSchema = builtOnFirstUse(() =>
  object({
    email: emailRule(),
    password: loginPasswordRule(),
  }),
);

export type LoginInput = InferType<typeof loginSchema>;
