import { validateBody } from './validation';
import { deletePersonSchema } from '@enlace/shared/domain';

/** The body of a person's `DELETE`: `{"reason": "user_request"}` (JSON types only; the rule is shared). */
export const deletionBodySchema = {
  type: ['object', 'null'],
  properties: { reason: { type: ['string', 'null'], maxLength: 64 } },
} as const;

/**
 * `?reason=user_request`: the same reason as a query parameter, for the HTTP clients and proxies that drop the body
 * of a `DELETE`.
 */
export const deletionQuerySchema = {
  type: 'object',
  properties: { reason: { type: 'string', maxLength: 64 } },
} as const;

/**
 * The deletion reason of the body, or else of the query, checked against the enumeration of spec §3 (422
 * otherwise, at the field `reason`).
 */
export async function validDeletionReason(
  body: { reason?: string | null } | null | undefined,
  query: { reason?: string } | undefined,
) {
  const given = { reason: body?.reason ?? query?.reason ?? null };
  await validateBody(deletePersonSchema, given);
  return (given.reason as string).trim();
}
