import { apiDelete } from '@enlace/shared/api';
import type { SecondFactor } from '@enlace/shared/domain';

/** `DELETE /api/me/mfa` with a code of the app or a recovery code (refused where it is compulsory). */
export const turnOffMyMfa = async (factor: SecondFactor): Promise<true> => {
  await apiDelete('me/mfa', factor);
  return true;
};
