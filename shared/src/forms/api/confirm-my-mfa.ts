import { apiPost } from '@enlace/shared/api';

/** `POST /api/me/mfa/confirmation`: the app's first code turns two-step verification on; answers the recovery codes. */
export const confirmMyMfa = (code: string): Promise<{ recoveryCodes: string[] }> =>
  apiPost<{ recoveryCodes: string[] }>('me/mfa/confirmation', { code });
