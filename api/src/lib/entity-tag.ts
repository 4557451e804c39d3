import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

// Entity tags of the editable resources (docs/adr/0004-entity-tags.md): strong tags made of the row's version
// (changed by every write of the row, even two in the same millisecond) and a digest of the representation
// (which also changes when a related row that it shows changes, e.g. an intervention's participant counts).

/** A write sent with an If-Match that no longer names the resource as it is: nothing was changed. */
export const resourceChanged = () =>
  new HttpError(
    412,
    'resource-changed',
    'Otra persona ha cambiado este registro mientras lo editabas: recárgalo para ver los cambios.',
  );

/** The ETag of a representation built from a row at `version`. */
export function entityTag(version: number, representation: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(representation)).digest('base64url').slice(0, 22);
  return `"${version}-${digest}"`;
}

/** Sends the representation with its ETag. */
export function withEntityTag<T>(reply: FastifyReply, version: number, representation: T): T {
  void reply.header('etag', entityTag(version, representation));
  return representation;
}

/**
 * The tags a precondition header names (If-Match, If-None-Match), each as its strong form: a tag weakened by a
 * compressing proxy (`W/"…"`) stands for the strong one it was made from. `any` for `*`.
 */
export function listedEntityTags(header: string | string[] | undefined): { any: boolean; tags: string[] } {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (value === '') return { any: false, tags: [] };
  if (value === '*') return { any: true, tags: [] };
  const quoted = [...value.matchAll(/(?:W\/)?("[^"]*")/g)].map((match) => match[1]!);
  return { any: false, tags: quoted.length ? quoted : value.split(',').map((tag) => `"${tag.trim()}"`) };
}

/** The tags an If-Match names: undefined without one, or with `*` (which any existing resource matches). */
function ifMatchTags(header: string | string[] | undefined): string[] | undefined {
  const { any, tags } = listedEntityTags(header);
  return any || tags.length === 0 ? undefined : tags;
}

/**
 * The precondition of a write (RFC 9110 §13.1.1). Without If-Match, or with `*`, the write goes on as it always did
 * (undefined: nothing to claim). With tags, the current one must be among them, or 412 `resource-changed`; the
 * version returned is then claimed by the write in its transaction, so that a write committed in between also
 * answers 412. The representation (as a GET would send it now) is built only when there is a tag to compare.
 */
export async function versionToClaim(
  request: FastifyRequest,
  version: number,
  representation: () => unknown,
): Promise<number | undefined> {
  const tags = ifMatchTags(request.headers['if-match']);
  if (tags === undefined) return undefined;
  if (!tags.includes(entityTag(version, await representation()))) throw resourceChanged();
  return version;
}

/** The If-Match request header, for the OpenAPI description of a write. */
export const ifMatchHeadersSchema = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description:
        'La ETag leída: si el registro ha cambiado desde entonces, 412 resource-changed y no se cambia nada. Sin ella (o con *) se escribe como siempre.',
    },
  },
} as const;

/** A success response's schema with the ETag header, for the OpenAPI description. */
export function withEtagHeader<S extends object>(schema: S): S & { headers: object } {
  return {
    ...schema,
    headers: {
      ETag: {
        type: 'string',
        description: 'Etiqueta fuerte del recurso; se envía en If-Match al modificarlo.',
      },
    },
  };
}
