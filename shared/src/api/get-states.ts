import type { Collection, GeoEntity } from '@enlace/shared/domain/core';
import { apiGet } from './api-get';

/** `GET /api/states?country=` with the country's IRI (or id). */
export const getStates = async (country: string): Promise<GeoEntity[]> =>
  (await apiGet<Collection<GeoEntity>>('states', { country, pagination: 'false' })).member;
