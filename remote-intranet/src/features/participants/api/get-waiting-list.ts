import { apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/api';
import type { WaitingListEntry } from '../participant-types';

/** `GET /api/interventions/{id}/waiting-list`: the volunteers waiting for a place, first in line first. */
export const getWaitingList = (interventionId: string): Promise<Collection<WaitingListEntry>> =>
  apiGet<Collection<WaitingListEntry>>(`interventions/${encodeURIComponent(interventionId)}/waiting-list`);

export const useWaitingList = (interventionId: string) =>
  useResource(`waiting-list:${interventionId}`, () => getWaitingList(interventionId));
