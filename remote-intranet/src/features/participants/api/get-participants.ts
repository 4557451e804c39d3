import { apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/api';
import type { Participant } from '../participant-types';

/** `GET /api/interventions/{id}/participants`: every participant, by role then surname. */
export const getParticipants = (interventionId: string): Promise<Collection<Participant>> =>
  apiGet<Collection<Participant>>(`interventions/${encodeURIComponent(interventionId)}/participants`);

export const useParticipants = (interventionId: string) =>
  useResource(`participants:${interventionId}`, () => getParticipants(interventionId));
