import type { ApiError } from './api-error';

/** The API refused a write sent with a stale ETag: someone else changed the record meanwhile. */
export const isResourceChanged = (error: ApiError): boolean =>
  error.status === 412 && error.code === 'resource-changed';
