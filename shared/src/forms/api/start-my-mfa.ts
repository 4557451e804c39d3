import { apiPost } from '@enlace/shared/api';
import type { MfaEnrolment } from '@enlace/shared/domain';

/** `POST /api/me/mfa`: a new secret and its QR code for the authenticator app; on once its first code is confirmed. */
export const startMyMfa = (): Promise<MfaEnrolment> => apiPost<MfaEnrolment>('me/mfa');
