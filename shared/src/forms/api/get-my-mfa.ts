import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { MyTwoStepVerification } from '@enlace/shared/domain';

/** `GET /api/me/mfa` (query key `['me', 'mfa']`, under every area's `me`): whether the person's two-step verification is on, compulsory, and their codes left. */
export const getMyMfa = (): Promise<MyTwoStepVerification> => apiGet<MyTwoStepVerification>('me/mfa');

export const useMyMfa = () => useResource(['me', 'mfa'], getMyMfa);
