import type { FastifyRequest } from 'fastify';

/** `${protocol}://${host}` of the request, so that links in emails point where the person browses. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
