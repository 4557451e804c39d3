import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/api';
import type { InterventionSummary } from '../participant-types';

/** `GET /api/interventions/{id}`; 404 for an unknown id or another tenant's intervention. */
export const getIntervention = (id: string): Promise<InterventionSummary> =>
  apiGet<InterventionSummary>(`interventions/${encodeURIComponent(id)}`);

export const useIntervention = (id: string) => useResource(`intervention:${id}`, () => getIntervention(id));
