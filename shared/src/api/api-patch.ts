import { apiClient } from './api-client';
import { readJson } from './read-json';

/** Sent as application/merge-patch+json by the client hook. */
export const apiPatch = <T = unknown>(path: string, body: unknown = {}): Promise<T> =>
  readJson<T>(() => apiClient.patch(path, { json: body }));
