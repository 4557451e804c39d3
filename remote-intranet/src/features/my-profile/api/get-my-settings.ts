import { apiGet } from '@enlace/shared/api';
import type { OwnSettings } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/me/settings`: the language of the person's emails and the staff's participation notices. */
export const getMySettings = (): Promise<OwnSettings> => apiGet<OwnSettings>('me/settings');

export const useMySettings = () => useResource([...queryKeys.me, 'settings'], getMySettings);
