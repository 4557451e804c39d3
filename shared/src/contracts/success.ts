import { type Static, Type } from '@sinclair/typebox';

// What an action without a resource of its own answers (a password reset, an activation, a consent, a step in or
// out of a session…), written once for the API and the screens that read it.

/** Done, and the success key the screen shows. */
export const SuccessSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type SuccessAnswer = Static<typeof SuccessSchema>;
