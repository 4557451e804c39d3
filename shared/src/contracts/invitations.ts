import type { Static } from '@sinclair/typebox';
import { IdParamsSchema } from './params';
import { SuccessSchema } from './success';

// The activation email sent again to a person who has not activated the account yet
// (`POST /api/{people}/{id}/invitation`: volunteers, employees, coordinators, contact persons).

/** `{id}`: the person, among the people of the route's collection. */
export const InvitationParamsSchema = IdParamsSchema;

/** What a sent invitation answers: done, and the success key the screen shows. */
export const InvitationAnswerSchema = SuccessSchema;
export type InvitationAnswer = Static<typeof InvitationAnswerSchema>;
