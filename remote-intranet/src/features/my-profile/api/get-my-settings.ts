import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/me/settings`: the language of the person's emails and the staff's participation notices. */
export interface MySettings {
  language: 'es' | 'en' | 'ca' | null;
  notifyParticipationChanges: boolean;
}

export const getMySettings = (): Promise<MySettings> => apiGet<MySettings>('me/settings');

export const useMySettings = () => useResource([...queryKeys.me, 'settings'], getMySettings);
