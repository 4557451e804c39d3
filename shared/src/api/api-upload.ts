import { apiClient } from './api-client';
import { readJson } from './read-json';

/** Multipart POST of one file (spec §7); the browser sets the multipart boundary. */
export const apiUpload = <T = unknown>(path: string, file: Blob, field = 'file'): Promise<T> => {
  const body = new FormData();
  body.append(field, file);
  return readJson<T>(() => apiClient.post(path, { body }));
};
