import type { GeoEntity } from '@enlace/shared/domain/core';
import { apiGet } from './api-get';

/** `GET /api/locations/{id}` from the location's IRI (`/api/locations/29067`) or id. */
export const getLocation = (location: string | number): Promise<GeoEntity> =>
  apiGet<GeoEntity>(`locations/${String(location).replace(/^\/api\/locations\//, '')}`);
