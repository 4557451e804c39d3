import { apiClient } from './api-client';
import { readJson } from './read-json';
import { toSearchParams } from './to-search-params';
import type { Query } from './to-search-params';

export const apiGet = <T>(path: string, query?: Query): Promise<T> =>
  readJson<T>(() => apiClient.get(path, { searchParams: toSearchParams(query) }));
