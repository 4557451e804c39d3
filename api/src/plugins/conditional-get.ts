import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listedEntityTags } from '../lib/entity-tag';

/** Whether an If-None-Match names the tag, compared weakly (RFC 9110 §13.1.2): `W/` does not count. */
function matches(header: string | string[] | undefined, tag: string): boolean {
  const { any, tags } = listedEntityTags(header);
  return any || tags.includes(tag.replace(/^W\//, ''));
}

/**
 * Conditional GET (RFC 9110 §13.1.2): every successful GET of a JSON answer carries an ETag — the resource's own
 * where it has one (its version and representation, the tag If-Match checks), else a weak digest of the answer, as
 * for collections — and a GET whose If-None-Match names it answers 304 without a body. Only GET and HEAD: a write's
 * preconditions are If-Match's (412). Streams (CSV exports, import progress) are left as they are.
 */
export const conditionalGetPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      let tag = reply.getHeader('etag');
      if (typeof tag !== 'string') {
        tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
        void reply.header('etag', tag);
      }
      if (!matches(request.headers['if-none-match'], tag)) return payload;
      void reply.code(304);
      return '';
    });
  },
  { name: 'conditional-get' },
);
