import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { type JsonSchema, requireSentProperties } from '../../src/lib/openapi-document';

// Every successful JSON answer a test receives is checked against what the API's description promises for it: the
// route's response schema with the properties the description requires (lib/openapi-document.ts). A property
// promised and left out, or a value of another type, fails the test that received it, with the route and the
// difference.

/** One validator per distinct schema for the whole test process (each test file builds its apps anew). */
const cache = ((
  globalThis as { enlaceAnswerValidators?: Map<string, ValidateFunction> }
).enlaceAnswerValidators ??= new Map<string, ValidateFunction>());
// Formats are not enforced by the serializer either.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

type ResponseSchema = JsonSchema & { content?: Record<string, { schema?: JsonSchema }> };

/** The JSON schema a route declares for a status (2xx or default; a media type's when it declares several). */
function declaredSchema(responses: Record<string, ResponseSchema> | undefined, status: number) {
  const declared = responses?.[String(status)] ?? responses?.[`${String(status)[0]}xx`] ?? responses?.default;
  if (!declared) return undefined;
  if (!declared.content) return declared;
  return declared.content['application/ld+json']?.schema ?? declared.content['application/json']?.schema;
}

function validatorOf(schema: JsonSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = cache.get(key);
  if (!validate) {
    const promised = structuredClone(schema);
    requireSentProperties(promised);
    validate = ajv.compile(promised);
    cache.set(key, validate);
  }
  return validate;
}

export function checkAnswersAgainstDescription(app: FastifyInstance): void {
  const mismatches: string[] = [];

  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const type = String(reply.getHeader('content-type') ?? '');
    const url = request.routeOptions.url;
    if (status < 200 || status >= 300 || !url?.startsWith('/api/') || !/json/.test(type)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const responses = (
      request.routeOptions.schema as { response?: Record<string, ResponseSchema> } | undefined
    )?.response;
    const schema = declaredSchema(responses, status);
    if (!schema) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      return payload;
    }
    const validate = validatorOf(schema);
    if (!validate(body)) {
      const differences = (validate.errors ?? [])
        .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
        .join('; ');
      mismatches.push(`${request.method} ${url} ${status}: ${differences}`);
    }
    return payload;
  });

  app.addHook('onClose', async () => {
    if (mismatches.length > 0) {
      throw new Error(
        `Answers that do not match the API description:\n${[...new Set(mismatches)].join('\n')}`,
      );
    }
  });
}
