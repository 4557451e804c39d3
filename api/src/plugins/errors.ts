import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, type Violation } from '../lib/http-error';

interface ErrorBody {
  status: number;
  error: string;
  description: string;
  violations?: Violation[];
  /** Seconds to wait before trying again (429). */
  retryAfter?: number;
}

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const jsonPointerToPath = (pointer: string) => pointer.replace(/^\//, '').replace(/\//g, '.');

function violationsFromAjv(errors: AjvError[]): Violation[] {
  return errors.map((error) => {
    const params = error.params ?? {};
    const base = jsonPointerToPath(error.instancePath ?? '');
    switch (error.keyword) {
      case 'required': {
        const missing = String(params.missingProperty ?? '');
        return { propertyPath: base ? `${base}.${missing}` : missing, message: 'field-not-blank' };
      }
      case 'maxLength':
        return { propertyPath: base, message: 'field-max-length', params: { max: params.limit } };
      case 'minLength':
        return { propertyPath: base, message: 'field-min-length', params: { min: params.limit } };
      case 'pattern':
      case 'format':
        return { propertyPath: base, message: 'field-not-valid-regex' };
      case 'enum':
        return { propertyPath: base, message: 'field-not-valid-option' };
      default:
        return { propertyPath: base, message: 'field-not-valid-type', params: { type: params.type } };
    }
  });
}

const fastifyCodes: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported-media-type',
    'Tipo de contenido no admitido; envía JSON.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad-request', 'La longitud del cuerpo no es válida.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload-too-large', 'El cuerpo de la petición es demasiado grande.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad-request', 'El cuerpo JSON está vacío.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad-request', 'El cuerpo JSON no es válido.'],
};

export function toErrorBody(error: FastifyError | HttpError | Error): ErrorBody {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      error: error.code,
      description: error.description,
      ...(error.violations ? { violations: error.violations } : {}),
      ...(error.extra?.retryAfter ? { retryAfter: error.extra.retryAfter } : {}),
    };
  }
  const fastifyError = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fastifyError.validation) {
    const inBody = fastifyError.validationContext === 'body';
    return {
      status: inBody ? 422 : 400,
      error: inBody ? 'validation-failed' : 'bad-request',
      description: inBody ? 'Los datos enviados no son válidos.' : 'La petición no es válida.',
      violations: violationsFromAjv(fastifyError.validation),
    };
  }
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (known) return { status: known[0], error: known[1], description: known[2] };
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, error: 'bad-request', description: 'El cuerpo JSON no es válido.' };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      status,
      error: status === 404 ? 'not-found' : 'bad-request',
      description: 'La petición no es válida.',
    };
  }
  return { status: 500, error: 'internal-error', description: 'Ha ocurrido un error inesperado.' };
}

/** A route's path as a pattern of the paths it answers (`:id` one segment, `*` the rest). */
export function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

// RFC 6750 §3: a 401 says how to authenticate, and why the token sent was refused.
const INVALID_TOKEN_CODES = new Set(['token-expired', 'token-invalid']);
const wwwAuthenticate = (code: string) =>
  INVALID_TOKEN_CODES.has(code) ? 'Bearer realm="Enlace", error="invalid_token"' : 'Bearer realm="Enlace"';

// One handler for every error: the JSON shape of ARCHITECTURE, Spanish text, never a stack trace.
export const errorsPlugin = fp(
  async (app) => {
    // The methods of every path, for a 405 that says which ones it has (RFC 9110 §15.5.6). The pages' catch-all
    // route is left out: it would make every unknown address a page.
    const routes: { pattern: RegExp; method: string }[] = [];
    app.addHook('onRoute', (route) => {
      if (route.url === '/*' || route.url === '*') return;
      const pattern = routePattern(route.url);
      for (const method of [route.method].flat()) routes.push({ pattern, method: String(method) });
    });
    const allowedMethods = (url: string) => {
      const path = url.split('?')[0] ?? url;
      return [
        ...new Set(routes.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method)),
      ].sort();
    };

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorBody(error);
      if (body.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.error }, 'request rejected');
      if (body.retryAfter) void reply.header('Retry-After', String(body.retryAfter));
      if (body.status === 401) void reply.header('WWW-Authenticate', wwwAuthenticate(body.error));
      void reply.code(body.status).type('application/json; charset=utf-8').send(body);
    });
    // At the root, so that reply.callNotFound() from any route (the gateway's SPA fallback) answers the same.
    app.setNotFoundHandler((request, reply) => {
      const allowed = allowedMethods(request.url);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        void reply
          .code(405)
          .header('Allow', allowed.join(', '))
          .type('application/json; charset=utf-8')
          .send(
            toErrorBody(
              new HttpError(
                405,
                'method-not-allowed',
                `Esta ruta no admite ${request.method}: usa ${allowed.join(', ')}.`,
              ),
            ),
          );
        return;
      }
      void reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(toErrorBody(new HttpError(404, 'not-found', 'La ruta no existe.')));
    });
  },
  { name: 'errors' },
);
