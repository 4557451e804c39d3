import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema';

/** A failed sign-in in the security log, and the lock it caused when it made the account wait the longest. */
export async function recordFailedSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  failure: {
    email: string;
    user: User | undefined;
    locked: boolean;
    factor: 'password' | 'totp' | 'recovery-code';
  },
): Promise<void> {
  const subject = { userId: failure.user?.id ?? null, email: failure.email };
  await app.securityLogRepository.record(request, {
    type: 'sign-in-failed',
    actorId: null,
    subject,
    details: { factor: failure.factor },
  });
  if (failure.locked) {
    await app.securityLogRepository.record(request, { type: 'account-locked', actorId: null, subject });
  }
}
