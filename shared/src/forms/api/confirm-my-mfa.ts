import { apiPost } from '@enlace/shared/api';
import type { RecoveryCodes } from '@enlace/shared/domain';

/** `POST /api/me/mfa/confirmation`: the app's first code turns two-step verification on; answers the recovery codes. */
export const confirmMyMfa = (code: string): Promise<RecoveryCodes> =>
  apiPost<RecoveryCodes>('me/mfa/confirmation', { code });
