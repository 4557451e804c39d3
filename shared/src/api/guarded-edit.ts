import type { PatchOptions } from './api-patch';
import type { RequestOptions } from './request';

/**
 * What an edit form passes to its save: the ETag of the record it loaded (etagOf), sent as If-Match, and what to
 * do when the API answers that someone else changed the record meanwhile (412 `resource-changed`).
 */
export type GuardedEdit = PatchOptions & Pick<RequestOptions, 'onResourceChanged'>;
