import { apiGet } from '@enlace/shared/api';
import type { Collection, Intervention } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/interventions?activity=`: every intervention of the activity, by day and time. */
export const getInterventions = (activityId: number): Promise<Collection<Intervention>> =>
  apiGet<Collection<Intervention>>('interventions', { activity: String(activityId), itemsPerPage: '200' });

export const useInterventions = (activityId: number) =>
  useResource([...queryKeys.activities.detail(activityId), 'interventions'], () =>
    getInterventions(activityId),
  );
