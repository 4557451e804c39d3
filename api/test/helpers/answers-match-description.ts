import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

// Every successful JSON answer a test receives is checked against the API's own description (GET /api/docs.json,
// which requires the properties an answer always carries): a property the description promises and an answer
// leaves out, or a value of another type, fails the test that received it, with the route and the difference.

type Description = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
  >;
};

const pointer = (...parts: string[]) =>
  parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** `/api/volunteers/:id` (the route as Fastify names it) → `/api/volunteers/{id}` (as the description does). */
const describedPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function checkAnswersAgainstDescription(app: FastifyInstance): void {
  let ajv: Ajv | undefined;
  let description: Description | undefined;
  const validators = new Map<string, ValidateFunction | null>();
  const mismatches: string[] = [];

  const validatorFor = (path: string, method: string, status: number): ValidateFunction | null => {
    const key = `${method} ${path} ${status}`;
    if (validators.has(key)) return validators.get(key)!;
    description ??= app.swagger() as unknown as Description;
    if (!ajv) {
      // The description's schemas as OpenAPI 3.0 writes them: `nullable`, formats not enforced here.
      ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
      ajv.addSchema(description as object, 'description');
    }
    const responses = description.paths[path]?.[method]?.responses ?? {};
    const declared = [String(status), `${String(status)[0]}XX`, 'default'].find((code) => responses[code]);
    const content = declared ? responses[declared]?.content : undefined;
    const media = ['application/ld+json', 'application/json'].find((type) => content?.[type]);
    const validate = media
      ? (ajv.getSchema(
          `description#/${pointer('paths', path, method, 'responses', declared!, 'content', media, 'schema')}`,
        ) ?? null)
      : null;
    validators.set(key, validate);
    return validate;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const type = String(reply.getHeader('content-type') ?? '');
    const url = request.routeOptions.url;
    if (status < 200 || status >= 300 || !url?.startsWith('/api/') || !/json/.test(type)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const validate = validatorFor(describedPath(url), request.method.toLowerCase(), status);
    if (!validate) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      return payload;
    }
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
