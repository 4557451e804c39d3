import type { Static } from '@sinclair/typebox';
import { IdParamsSchema } from './params';
import { SuccessSchema } from './success';

// A volunteer's own place in an intervention (`/api/interventions/{id}/subscription`), written once for the API and
// the volunteer area.

/** `{id}`: the intervention. */
export const SubscriptionParamsSchema = IdParamsSchema;

/**
 * What a volunteer's own step in or out of an intervention answers (subscribing, leaving, a waiting list's place
 * taken or given back): done, and the success key the screen shows.
 */
export const ParticipationStepAnswerSchema = SuccessSchema;
export type ParticipationStepAnswer = Static<typeof ParticipationStepAnswerSchema>;
