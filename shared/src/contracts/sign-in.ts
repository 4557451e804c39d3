import { type Static, Type } from '@sinclair/typebox';
import { oneOf } from './json-schema';
import { type TokenResponse, TokenResponseSchema } from './tokens';

// Signing in over HTTP (`/api/login_check` and its second step, `/api/login_check/mfa`), written once for the API
// and the sign-in screens.

/** `POST /api/login_check`: JSON types and lengths only; the rules are the shared `loginSchema`'s. */
export const SignInBodySchema = Type.Partial(
  Type.Object({
    email: Type.String({ maxLength: 1024 }),
    password: Type.String({ maxLength: 1024 }),
  }),
);
export type SignInBody = Static<typeof SignInBodySchema>;

/** The second step a person with two-step verification takes after the password. */
export const SIGN_IN_SECOND_STEPS = ['code-required', 'enrolment-required'] as const;

/** What a right password answers when a second step must follow (two-step verification), instead of the tokens. */
export const SecondStepAnswerSchema = Type.Object({
  mfa: oneOf(SIGN_IN_SECOND_STEPS),
  mfa_token: Type.String(),
});
export type SecondStepAnswer = Static<typeof SecondStepAnswerSchema>;

/** What a right password answers: the tokens, or the second step to take and its token. */
export type SignInAnswer = TokenResponse | SecondStepAnswer;

/** Described as one object whose fields are all optional: without `mfa`, every token field is there. */
export const SignInAnswerSchema = Type.Unsafe<SignInAnswer>({
  type: 'object',
  required: [],
  properties: { ...TokenResponseSchema.properties, ...SecondStepAnswerSchema.properties },
});

/** The token a right password answers with its second step, sent back with that step. */
const mfaTokenBody = Type.String({ minLength: 1, maxLength: 2048 });

/**
 * `POST /api/login_check/mfa/enrolment`: the token of a first step that asks for an enrolment
 * (`enrolment-required`).
 */
export const SignInEnrolmentBodySchema = Type.Object({ mfa_token: mfaTokenBody });
export type SignInEnrolmentBody = Static<typeof SignInEnrolmentBodySchema>;

/** `POST /api/login_check/mfa`: the first step's token and the app's code or a recovery code. */
export const SecondStepBodySchema = Type.Object({
  mfa_token: mfaTokenBody,
  code: Type.Optional(Type.String({ maxLength: 32 })),
  recovery_code: Type.Optional(Type.String({ maxLength: 32 })),
});
export type SecondStepBody = Static<typeof SecondStepBodySchema>;

/** What the second step answers: the tokens, and the recovery codes when it finished a first enrolment. */
export const SecondStepTokenResponseSchema = Type.Object({
  ...TokenResponseSchema.properties,
  recovery_codes: Type.Optional(Type.Array(Type.String())),
});
export type SecondStepTokenResponse = Static<typeof SecondStepTokenResponseSchema>;
