import { apiClient } from './api-client';
import { readJson } from './read-json';

export const apiPost = <T = unknown>(path: string, body?: unknown): Promise<T> =>
  readJson<T>(() => apiClient.post(path, body === undefined ? {} : { json: body }));
