import { type Static, Type } from '@sinclair/typebox';
import { IdParamsSchema } from './params';

// A volunteer's own place in an intervention (`/api/interventions/{id}/subscription`), written once for the API and
// the volunteer area.

/** `{id}`: the intervention. */
export const SubscriptionParamsSchema = IdParamsSchema;

/**
 * What a volunteer's own step in or out of an intervention answers (subscribing, leaving, a waiting list's place
 * taken or given back): done, and the success key the screen shows.
 */
export const ParticipationStepAnswerSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type ParticipationStepAnswer = Static<typeof ParticipationStepAnswerSchema>;
