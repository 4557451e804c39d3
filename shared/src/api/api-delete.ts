import { apiClient } from './api-client';
import { readJson } from './read-json';

export const apiDelete = <T = unknown>(path: string, body?: unknown): Promise<T> =>
  readJson<T>(() => apiClient.delete(path, body === undefined ? {} : { json: body }));
