import { type Static, Type } from '@sinclair/typebox';
import { IdParamsSchema } from './params';

// The activation email sent again to a person who has not activated the account yet
// (`POST /api/{people}/{id}/invitation`: volunteers, employees, coordinators, contact persons).

/** `{id}`: the person, among the people of the route's collection. */
export const InvitationParamsSchema = IdParamsSchema;

/** What a sent invitation answers: done, and the success key the screen shows. */
export const InvitationAnswerSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type InvitationAnswer = Static<typeof InvitationAnswerSchema>;
