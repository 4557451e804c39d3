import type { Collection, GeoEntity } from '@enlace/shared/domain/core';
import { apiGet } from './api-get';

/** `GET /api/countries`, every country in one answer. */
export const getCountries = async (): Promise<GeoEntity[]> =>
  (await apiGet<Collection<GeoEntity>>('countries', { pagination: 'false' })).member;
