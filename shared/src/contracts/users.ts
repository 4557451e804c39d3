import { type Static, Type } from '@sinclair/typebox';
import { PROFILES } from '../domain/enumerations';
import { oneOf, textBody } from './json-schema';
import { IdParamsSchema } from './params';
import { personBodyProperties, personDetailProperties, personSummaryProperties } from './people';

// A person's account over HTTP (`/api/users/…`): the account an IRI names, activating it and choosing a new
// password with an emailed code, written once for the API and the screens. Its two-step verification is in
// `two-step-verification.ts`.

/** `{id}`: the account. */
export const UserParamsSchema = IdParamsSchema;

/**
 * `GET /api/users/{id}`: the account an IRI names (the `@id` of `/api/me`, of `validatedBy`, `promotedBy`…), with
 * its name and profile; the person's record itself is at its list's address (`/api/volunteers/{id}`…).
 */
export const UserAccountSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  profile: oneOf(PROFILES),
});
export type UserAccount = Static<typeof UserAccountSchema>;

/** `{code}` of an emailed link (activation, new password): the code as the link carries it. */
export const UserCodeParamsSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) });
export type UserCodeParams = Static<typeof UserCodeParamsSchema>;

// The disability list stays out: special category data, which the activation form does not ask.
const { disability: _disability, ...pendingAccountDetailProperties } = personDetailProperties;

/**
 * `GET /api/users/activate/{code}`: the account waiting for activation with what is already on record (what staff
 * entered when they invited the person, or what the person gave when signing up on the home page), so that nobody
 * types it again. Address parts are IRIs.
 */
export const PendingAccountSchema = Type.Object({
  ...personSummaryProperties,
  ...pendingAccountDetailProperties,
});
export type PendingAccount = Static<typeof PendingAccountSchema>;

const password = Type.String({ maxLength: 1024 });

/**
 * What `PATCH /api/users/activate/{code}` takes: the password, the person's fields and the code again (optional).
 * JSON types and lengths only; the rules are the shared `activateAccountSchema`'s, the email is the invited one.
 */
export const ActivationBodySchema = Type.Partial(
  Type.Object({
    password,
    repeatPassword: textBody(1024),
    activationCode: textBody(128),
    ...personBodyProperties,
    status: textBody(64),
  }),
);
export type ActivationBody = Static<typeof ActivationBodySchema>;

/** What `POST /api/users/reset-password` takes: the address to send a link to (checked by `forgotPasswordSchema`). */
export const PasswordResetRequestBodySchema = Type.Partial(
  Type.Object({ email: Type.String({ maxLength: 1024 }) }),
);
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBodySchema>;

/** What `PATCH /api/users/reset-password/{code}` takes: the new password (checked by `resetPasswordSchema`). */
export const NewPasswordBodySchema = Type.Partial(Type.Object({ password, repeatPassword: textBody(1024) }));
export type NewPasswordBody = Static<typeof NewPasswordBodySchema>;
