// What the API description says beyond each route's own schema, so that a client generated from it matches what
// the API sends: the media type of /api answers, an operationId for every operation, the Location of a 201, and
// which properties an answer always carries.

type Operation = {
  operationId?: string;
  responses?: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }
  >;
};
type OpenApiDocument = { paths?: object };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalised)
    .join('');

/** `get /api/volunteers/{id}/history` → `getVolunteersByIdHistory`. */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? `By${camel(parameter[1]!)}` : camel(segment);
    });
  return `${method}${segments.join('') || 'Root'}`;
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * Every property of an answer's objects is always sent (null when it has no value: the mappers write every
 * field), so an object schema without its own `required` gets all its properties required. A schema that lists
 * `required` itself keeps its list: its other properties may be left out. The API tests check every answer they
 * receive against the description (test/helpers/answers-match-description.ts), so a property that is sometimes
 * left out shows as a failing test, to be fixed by listing `required` where the route declares the schema.
 */
export function requireSentProperties(
  schema: JsonSchema | undefined,
  root = true,
  seen = new Set<JsonSchema>(),
): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const nested = (child: JsonSchema | undefined) => requireSentProperties(child, false, seen);
  if (schema.properties) {
    // A JSON-LD document carries its @context at the top only: a resource inside another (a collection's
    // member) shares its item's schema without it.
    const names = Object.keys(schema.properties).filter((name) => root || name !== '@context');
    if (!schema.required && names.length > 0) schema.required = names;
    for (const property of Object.values(schema.properties)) nested(property);
  }
  const items = Array.isArray(schema.items) ? schema.items : [schema.items];
  for (const item of items) nested(item);
  if (typeof schema.additionalProperties === 'object') nested(schema.additionalProperties);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    requireSentProperties(branch, root, seen);
  }
}

/**
 * The description as served: every JSON answer under /api is `application/ld+json` (the API's onSend hook makes
 * it so, errors included); every operation has an operationId; a 201 declares its Location header; a successful
 * answer's objects require the properties they always carry.
 */
export function completeOpenApiDocument<T extends OpenApiDocument>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation> | undefined>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      if (!METHODS.includes(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (path.startsWith('/api/') && response.content?.['application/json']) {
          const { 'application/json': json, ...others } = response.content;
          response.content = { 'application/ld+json': json, ...others };
        }
        if (status.startsWith('2')) {
          for (const media of Object.values(response.content ?? {})) {
            // A copy: the route's own schema object stays as its serializer was compiled from it.
            media.schema = structuredClone(media.schema);
            requireSentProperties(media.schema as JsonSchema | undefined);
          }
        }
        if (status === '201') {
          response.headers = {
            Location: {
              description: 'La dirección (IRI) del recurso creado',
              schema: { type: 'string' },
            },
            ...response.headers,
          };
        }
      }
    }
  }
  return document;
}
