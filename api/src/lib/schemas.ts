// JSON schemas shared by the routes' declarations.
export const errorSchema = {
  type: 'object',
  required: ['status', 'error', 'description'],
  properties: {
    status: { type: 'integer' },
    error: { type: 'string' },
    description: { type: 'string' },
    retryAfter: { type: 'integer', description: 'Segundos de espera antes de volver a intentarlo (429)' },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['propertyPath', 'message'],
        properties: {
          propertyPath: { type: 'string' },
          message: { type: 'string' },
          params: { type: 'object', additionalProperties: true },
        },
      },
    },
  },
} as const;

/** Error responses for the given status codes, for the OpenAPI description. */
export function errors(...codes: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema]));
}

export const nullableString = { type: ['string', 'null'] } as const;

/** What every JSON-LD resource starts with: its IRI, its type and its id. */
export const resourceIdentityProperties = {
  '@id': { type: 'string' },
  '@type': { type: 'string' },
  id: { type: 'integer' },
} as const;

export const tokenResponseSchema = {
  type: 'object',
  required: ['token', 'refresh_token', 'refresh_token_expiration'],
  properties: {
    token: { type: 'string' },
    refresh_token: { type: 'string' },
    refresh_token_expiration: { type: 'integer' },
  },
} as const;

/**
 * What a right password answers: the tokens, or (two-step verification) the second step to take and its token.
 * Without `mfa`, every token field is there.
 */
export const signInResponseSchema = {
  type: 'object',
  properties: {
    ...tokenResponseSchema.properties,
    mfa: { type: 'string', enum: ['code-required', 'enrolment-required'] },
    mfa_token: { type: 'string' },
  },
} as const;

export const successSchema = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

/** `{id}` of an item route: a positive integer (anything else is 400 before any lookup). */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;
