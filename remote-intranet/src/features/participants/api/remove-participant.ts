import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';

/** `DELETE /api/interventions/{id}/participants/{participantId}`. */
export const removeParticipant = (interventionId: number, participantId: number): Promise<void> =>
  apiDelete<void>(`interventions/${interventionId}/participants/${participantId}`);

/** Resolves to whether the participant was removed. */
export function useRemoveParticipant(interventionId: number) {
  return useCallback(
    async (participantId: number) =>
      (await request(async () => (await removeParticipant(interventionId, participantId)) ?? null, {
        successMessage: 'api.success.participant-removed',
      })) !== undefined,
    [interventionId],
  );
}
