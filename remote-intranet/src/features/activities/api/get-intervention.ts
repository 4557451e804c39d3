import { apiGet } from '@enlace/shared/api';
import type { Intervention } from '@enlace/shared/domain';

/** `GET /api/interventions/{id}`: one intervention as it is now, with its ETag (etagOf) for the edit dialog. */
export const getIntervention = (id: number): Promise<Intervention> =>
  apiGet<Intervention>(`interventions/${id}`);
