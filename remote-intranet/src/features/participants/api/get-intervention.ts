import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { InterventionSummary } from '../participant-types';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/interventions/{id}`; 404 for an unknown id or another tenant's intervention. */
export const getIntervention = (id: string): Promise<InterventionSummary> =>
  apiGet<InterventionSummary>(`interventions/${encodeURIComponent(id)}`);

export const useIntervention = (id: string) =>
  useResource(queryKeys.interventions.detail(id), () => getIntervention(id));
