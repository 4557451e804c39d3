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

// One handler for every error: the JSON shape of ARCHITECTURE, Spanish text, never a stack trace.
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorBody(error);
      if (body.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.error }, 'request rejected');
      if (body.retryAfter) void reply.header('Retry-After', String(body.retryAfter));
      void reply.code(body.status).type('application/json; charset=utf-8').send(body);
    });
    // At the root, so that reply.callNotFound() from any route (the gateway's SPA fallback) answers the same.
    app.setNotFoundHandler((_request, reply) => {
      void reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(toErrorBody(new HttpError(404, 'not-found', 'La ruta no existe.')));
    });
  },
  { name: 'errors' },
);
