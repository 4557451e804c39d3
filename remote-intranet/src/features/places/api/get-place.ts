import { apiGet } from '@enlace/shared/api';
import type { Place } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/places/{id}` with its weekly schedule; 404 for an unknown id or another tenant's place. */
export const getPlace = (id: string): Promise<Place> => apiGet<Place>(`places/${encodeURIComponent(id)}`);

export const usePlace = (id: string) => useResource(queryKeys.places.detail(id), () => getPlace(id));
