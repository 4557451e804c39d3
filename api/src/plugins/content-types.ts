import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/** No request body of the API nests deeper than this; a deeper one is refused before it is parsed. */
export const MAX_BODY_DEPTH = 32;

export const bodyTooDeep = () =>
  new HttpError(400, 'body-too-deep', `El cuerpo JSON anida más de ${MAX_BODY_DEPTH} niveles.`);

/** How deep the JSON text nests objects and arrays (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth -= 1;
  }
  return deepest;
}

// JSON, JSON-LD and merge-patch bodies are plain JSON to us. A body nested thousands of levels deep would overflow
// the stack of whatever walks it (validation, merge patch), so the depth is checked on the text first.
export const contentTypesPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    // No route takes plain text: such a body is 415 (RFC 9110 §15.5.16), not a string the schema then refuses.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      ['application/json', 'application/ld+json', 'application/merge-patch+json'],
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (jsonDepth(text) > MAX_BODY_DEPTH) {
          done(bodyTooDeep(), undefined);
          return;
        }
        parseJson(request, text, done);
      },
    );
  },
  { name: 'content-types' },
);
