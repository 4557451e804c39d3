import type { MyTwoStepVerification } from '@enlace/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mfaRequiredFor } from '../../../lib/sign-in';
import { tenantOf } from '../../../plugins/tenancy';

/** The person's two-step verification, as the profile page shows it. */
export async function myMfa(app: FastifyInstance, request: FastifyRequest): Promise<MyTwoStepVerification> {
  const user = request.currentUser!;
  const credential = await app.mfaRepository.find(request, user.id);
  const enabled = Boolean(credential?.confirmed_at);
  return {
    '@id': '/api/me/mfa',
    '@type': 'TwoStepVerification',
    enabled,
    required: mfaRequiredFor(user, tenantOf(request)),
    recoveryCodesLeft: enabled ? await app.mfaRepository.recoveryCodesLeft(request, user.id) : 0,
  };
}
