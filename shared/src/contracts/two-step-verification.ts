import { type Static, Type } from '@sinclair/typebox';
import { IdParamsSchema } from './params';

// Two-step verification over HTTP: one's own (`/api/me/mfa`) and another person's for administrators
// (`/api/users/{id}/mfa`), written once for the API and the screens.

/** `GET /api/me/mfa`: the signed-in person's own two-step verification, as the profile page shows it. */
export const MyTwoStepVerificationSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  enabled: Type.Boolean({ description: 'Activada (confirmada con un primer código)' }),
  /** Compulsory for this account (administrators outside the demo organisations): it cannot be turned off. */
  required: Type.Boolean({ description: 'Obligatoria para esta cuenta (administradores)' }),
  recoveryCodesLeft: Type.Integer({ description: 'Códigos de recuperación sin usar' }),
});
export type MyTwoStepVerification = Static<typeof MyTwoStepVerificationSchema>;

/**
 * What an authenticator app needs to enrol (`POST /api/me/mfa`, and signing in where it is compulsory): the base32
 * secret (to type) and its otpauth:// address as a QR code (to scan).
 */
export const MfaEnrolmentSchema = Type.Object({
  secret: Type.String({ description: 'El secreto en base32, para escribirlo a mano' }),
  otpauthUri: Type.String({ description: 'La dirección otpauth:// que lee la aplicación' }),
  /** A `data:image/svg+xml;base64,…` URL. */
  qrCode: Type.String({ description: 'El código QR de esa dirección, como data: URL de una imagen SVG' }),
});
export type MfaEnrolment = Static<typeof MfaEnrolmentSchema>;

/** What turning it on and renewing the codes answer: ten single-use recovery codes, shown this once. */
export const RecoveryCodesSchema = Type.Object({
  recoveryCodes: Type.Array(Type.String(), {
    description: 'Diez códigos de un solo uso, que se muestran esta vez y ninguna más',
  }),
});
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

/** `POST /api/me/mfa/confirmation`: the first code of the authenticator app. */
export const MfaConfirmationBodySchema = Type.Partial(Type.Object({ code: Type.String({ maxLength: 32 }) }));
export type MfaConfirmationBody = Static<typeof MfaConfirmationBodySchema>;

/**
 * The second factor of a change of one's own two-step verification (turning it off, new recovery codes): a code of
 * the app or a recovery code. Their presence is checked by the route, which answers at the field.
 */
export const SecondFactorBodySchema = Type.Partial(
  Type.Object({
    code: Type.String({ maxLength: 32 }),
    recoveryCode: Type.String({ maxLength: 32 }),
  }),
);
export type SecondFactorBody = Static<typeof SecondFactorBodySchema>;

/** `{id}`: the person (their account). */
export const UserMfaParamsSchema = IdParamsSchema;

/** `GET /api/users/{id}/mfa`: whether the person has it on, and whether they must (they enrol at the next sign-in). */
export const UserTwoStepVerificationSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  enabled: Type.Boolean({ description: 'La persona tiene activada la verificación en dos pasos' }),
  required: Type.Boolean({
    description:
      'Es obligatoria para la persona (administración, fuera de las organizaciones de demostración)',
  }),
});
export type UserTwoStepVerification = Static<typeof UserTwoStepVerificationSchema>;
