import { apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import type { Participant } from '../participant-types';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/interventions/{id}/participants`: every participant, by role then surname. */
export const getParticipants = (interventionId: string): Promise<Collection<Participant>> =>
  apiGet<Collection<Participant>>(`interventions/${encodeURIComponent(interventionId)}/participants`);

export const useParticipants = (interventionId: string) =>
  useResource([...queryKeys.interventions.detail(interventionId), 'participants'], () =>
    getParticipants(interventionId),
  );
