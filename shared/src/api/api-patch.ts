import { apiClient } from './api-client';
import { readJson } from './read-json';

export type PatchOptions = {
  /**
   * The ETag of the record as it was loaded (etagOf): the API then answers 412 `resource-changed` instead of
   * overwriting someone else's change. Without it the write goes on as before.
   */
  ifMatch?: string;
};

/** Sent as application/merge-patch+json by the client hook. */
export const apiPatch = <T = unknown>(
  path: string,
  body: unknown = {},
  options: PatchOptions = {},
): Promise<T> =>
  readJson<T>(() =>
    apiClient.patch(path, {
      json: body,
      ...(options.ifMatch ? { headers: { 'If-Match': options.ifMatch } } : {}),
    }),
  );
