import { apiGet, useResource } from '@enlace/shared/api';
import type { MyTwoStepVerification } from '@enlace/shared/domain';

/** `GET /api/me/mfa`: whether the person's two-step verification is on, compulsory, and their codes left. */
export const getMyMfa = (): Promise<MyTwoStepVerification> => apiGet<MyTwoStepVerification>('me/mfa');

export const useMyMfa = () => useResource('me/mfa', getMyMfa);
