import { useCallback } from 'react';
import { apiPost, request, showToast } from '@enlace/shared/api';
import { i18n } from '@enlace/shared/i18n';
import type { ParticipantWrite } from '@enlace/shared/domain';

/** `POST /api/interventions/{id}/participants` `{ person }`. */
export const addParticipant = (interventionId: number, person: string): Promise<ParticipantWrite> =>
  apiPost<ParticipantWrite>(`interventions/${interventionId}/participants`, { person });

/**
 * Resolves to the added participant, or undefined (the refusal, e.g. a reached maximum, is shown as a toast). The
 * success toast says whether the person is confirmed or waits for the tutor's consent.
 */
export function useAddParticipant(interventionId: number) {
  return useCallback(
    async (person: string) => {
      const added = await request(() => addParticipant(interventionId, person));
      if (added) showToast(i18n.t(`api.success.${added.message}`), 'success');
      return added;
    },
    [interventionId],
  );
}
