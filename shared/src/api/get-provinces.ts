import type { Collection, GeoEntity } from '@enlace/shared/domain/core';
import { apiGet } from './api-get';

/** `GET /api/provinces?state=` with the state's IRI (or id). */
export const getProvinces = async (state: string): Promise<GeoEntity[]> =>
  (await apiGet<Collection<GeoEntity>>('provinces', { state, pagination: 'false' })).member;
