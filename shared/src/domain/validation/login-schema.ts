import { object } from 'yup';
import type { InferType } from 'yup';
import { emailRule, loginPasswordRule } from './field-rules';

export const loginSchema = object({
  email: emailRule(),
  password: loginPasswordRule(),
});

export type LoginInput = InferType<typeof loginSchema>;
