import { type Static, Type } from '@sinclair/typebox';
import { nullableObject, nullableString, oneOf, textBody } from './json-schema';

// What a tutor sees and answers behind the code of a consent email (`/api/authorized-participation/{code}`).

/** `{code}` of a consent link: the base64url code the email carries (anything else is 400 before any lookup). */
export const ConsentCodeParamsSchema = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' }),
});
export type ConsentCodeParams = Static<typeof ConsentCodeParamsSchema>;

/** `GET /api/authorized-participation/{code}`: what the tutor authorises. */
export const ConsentViewSchema = Type.Object({
  kind: oneOf(['participant', 'volunteer'] as const),
  childName: Type.String(),
  childSurname: Type.String(),
  activityName: nullableString(),
  date: nullableString(),
  scheduleStart: nullableString(),
  scheduleEnd: nullableString(),
  address: nullableString(),
  organisation: Type.String(),
  consented: Type.Boolean(),
  /** The tutor declined through this code (it cannot authorise any more), and when. */
  declined: Type.Boolean(),
  declinedAt: nullableString(),
});
export type ConsentView = Static<typeof ConsentViewSchema>;

/**
 * `POST /api/authorized-participation/{code}/decline`: an optional reason. The JSON types only; the length is the
 * shared rule's (`consentDeclineSchema`), so that it answers 422 at the field.
 */
export const ConsentDeclineBodySchema = nullableObject(
  Type.Partial(Type.Object({ reason: textBody(10_000) })),
);
export type ConsentDeclineBody = Static<typeof ConsentDeclineBodySchema>;
