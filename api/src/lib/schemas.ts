import {
  ErrorSchema,
  IdInPathSchema,
  resourceIdentityProperties,
  sessionSummaryProperties,
  TokenResponseSchema,
} from '@enlace/shared/contracts';
import { Type } from '@sinclair/typebox';

// JSON schemas shared by the routes' declarations; those of the HTTP contracts come from @enlace/shared/contracts.
export const errorSchema = ErrorSchema;

export { resourceIdentityProperties, sessionSummaryProperties };

/** Error responses for the given status codes, for the OpenAPI description. */
export function errors(...codes: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema]));
}

export const nullableString = { type: ['string', 'null'] } as const;

/**
 * The `required` of an answer's schema some of whose properties are sent only at times; the API description
 * requires every property of a schema without its own list (lib/openapi-document.ts).
 */
export const requiredExcept = <Properties extends Record<string, unknown>>(
  properties: Properties,
  ...sometimes: (keyof Properties & string)[]
): string[] => Object.keys(properties).filter((name) => !sometimes.includes(name));

/** A session's tokens (the contracts' `TokenResponseSchema`). */
export const tokenResponseSchema = TokenResponseSchema;

/**
 * `{id}` of an item route not yet declared with a contract: a positive integer (anything else is 400 before any
 * lookup), read by the handler as text.
 */
export const idParamsSchema = Type.Object({ id: IdInPathSchema });
