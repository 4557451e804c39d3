import { apiClient } from './api-client';
import { readJson } from './read-json';

/** Multipart POST (or PUT, for a file that replaces one) of one file (spec §7); the browser sets the boundary. */
export const apiUpload = <T = unknown>(
  path: string,
  file: Blob,
  field = 'file',
  method: 'post' | 'put' = 'post',
): Promise<T> => {
  const body = new FormData();
  body.append(field, file);
  return readJson<T>(() => apiClient[method](path, { body }));
};
