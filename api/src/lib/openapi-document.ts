// What the API description says beyond each route's own schema, so that a client generated from it matches what
// the API sends: the media type of /api answers, an operationId for every operation, the Location of a 201.

type Operation = {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
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

/**
 * The description as served: every JSON answer under /api is `application/ld+json` (the API's onSend hook makes
 * it so, errors included); every operation has an operationId; a 201 declares its Location header.
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
