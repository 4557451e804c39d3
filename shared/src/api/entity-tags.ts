// The ETag that came with each JSON answer, kept beside the parsed object (never inside it, so that the data a
// screen shows and sends stays as the API wrote it). A form sends it back as If-Match when it saves.
const tags = new WeakMap<object, string>();

/** Remembers the ETag of an answer's body (objects only). */
export const rememberEntityTag = (body: unknown, response: Response): void => {
  const tag = response.headers.get('etag');
  if (tag && body !== null && typeof body === 'object') tags.set(body, tag);
};

/** The ETag the API sent with this resource (undefined for one built here, or an answer without one). */
export const etagOf = (resource: unknown): string | undefined =>
  resource !== null && typeof resource === 'object' ? tags.get(resource) : undefined;
