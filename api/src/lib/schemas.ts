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

/**
 * The `required` of an answer's schema some of whose properties are sent only at times; the API description
 * requires every property of a schema without its own list (lib/openapi-document.ts).
 */
export const requiredExcept = <Properties extends Record<string, unknown>>(
  properties: Properties,
  ...sometimes: (keyof Properties & string)[]
): string[] => Object.keys(properties).filter((name) => !sometimes.includes(name));

/** What every JSON-LD resource starts with: its IRI, its type and its id. */
export const resourceIdentityProperties = {
  '@id': { type: 'string' },
  '@type': { type: 'string' },
  id: { type: 'integer' },
} as const;

/**
 * A session as the attendance sheet, a volunteer's hours and the intranet home name it: its day and times, and
 * its activity by IRI and name.
 */
export const sessionSummaryProperties = {
  ...resourceIdentityProperties,
  name: nullableString,
  date: { type: 'string' },
  scheduleStart: { type: 'string' },
  scheduleEnd: { type: 'string' },
  activity: {
    type: 'object',
    properties: { ...resourceIdentityProperties, name: { type: 'string' } },
  },
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
  required: [],
  properties: {
    ...tokenResponseSchema.properties,
    mfa: { type: 'string', enum: ['code-required', 'enrolment-required'] },
    mfa_token: { type: 'string' },
  },
} as const;

export const successSchema = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

/** `{id}` of an item route: a positive integer (anything else is 400 before any lookup). */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;
