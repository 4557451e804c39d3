import { apiPost } from '@enlace/shared/api';
import type { RecoveryCodes, SecondFactor } from '@enlace/shared/domain';

/** `POST /api/me/mfa/recovery-codes` with a code of the app or a recovery code: ten new codes, the old ones void. */
export const renewRecoveryCodes = (factor: SecondFactor): Promise<RecoveryCodes> =>
  apiPost<RecoveryCodes>('me/mfa/recovery-codes', factor);
