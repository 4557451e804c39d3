import { validateBody } from './validation';
import { deletePersonSchema } from '@enlace/shared/domain';

/** The body of a person's `DELETE`: `{"reason": "user_request"}` (JSON types only; the rule is shared). */
export const deletionBodySchema = {
  type: ['object', 'null'],
  properties: { reason: { type: ['string', 'null'], maxLength: 64 } },
} as const;

/** The deletion reason of the body, checked against the enumeration of spec §3 (422 otherwise). */
export async function validDeletionReason(body: { reason?: string | null } | null | undefined) {
  const given = body ?? {};
  await validateBody(deletePersonSchema, given);
  return (given.reason as string).trim();
}
