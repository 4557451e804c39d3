import { apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import type { WaitingListEntry } from '../participant-types';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/interventions/{id}/waiting-list`: the volunteers waiting for a place, first in line first. */
export const getWaitingList = (interventionId: string): Promise<Collection<WaitingListEntry>> =>
  apiGet<Collection<WaitingListEntry>>(`interventions/${encodeURIComponent(interventionId)}/waiting-list`);

export const useWaitingList = (interventionId: string) =>
  useResource([...queryKeys.interventions.detail(interventionId), 'waiting-list'], () =>
    getWaitingList(interventionId),
  );
