import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AttemptCounters,
  type AttemptPolicy,
  memoryAttemptCounters,
  redisAttemptCounters,
} from '../lib/attempt-counters';
import { HttpError } from '../lib/http-error';
import { sha256 } from '../lib/tokens';
import { tenantOf } from './tenancy';

/** What the sign-in route reports back once the password has been checked. */
export interface SignInAttempt {
  /** The password was right: the account's failures are forgotten, the address's attempt is taken back. */
  succeeded(): Promise<void>;
  /** The password was wrong (already counted); true when this failure locked the account for the longest wait. */
  failed(): boolean;
}

export interface LoginThrottle {
  /**
   * Counts a sign-in attempt for the client's address and for the account, before the password is checked;
   * throws 429 (with the wait) when either must wait.
   */
  begin(request: FastifyRequest, email: string): Promise<SignInAttempt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export const accountTemporarilyLocked = (retryAfterMs: number) =>
  new HttpError(
    429,
    'account-temporarily-locked',
    'Demasiados intentos fallidos con esta cuenta; espera antes de volver a intentarlo.',
    undefined,
    { retryAfter: secondsOf(retryAfterMs) },
  );

export const tooManyFailedSignIns = (retryAfterMs: number) =>
  new HttpError(
    429,
    'too-many-failed-sign-ins',
    'Demasiados intentos fallidos desde tu conexión; espera antes de volver a intentarlo.',
    undefined,
    { retryAfter: secondsOf(retryAfterMs) },
  );

/** An IPv6 client is one /64 (a home or office network holds a whole /64); an IPv4 client its address. */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

// Per account (ASVS 2.2.1): failures are counted per tenant and email, whatever the address, and whether the
// account exists or not (the answers must not tell). Per address: failures only, so that an office behind one
// address is never held back by its colleagues' successful sign-ins. See docs/adr/0002-sign-in-throttling.md.
export const loginThrottlePlugin = fp(
  async (app) => {
    const counters: AttemptCounters = app.redis ? redisAttemptCounters(app.redis) : memoryAttemptCounters();
    const { account, address } = app.config.loginThrottle;

    app.decorate('loginThrottle', {
      async begin(request, email) {
        const now = Date.now();
        const addressId = `login:address:${addressKey(request.ip)}`;
        const accountId = `login:account:${tenantOf(request).id}:${sha256(email.trim().toLowerCase())}`;
        const byAddress = await counters.take(addressId, address, now);
        if (!byAddress.allowed) throw tooManyFailedSignIns(byAddress.retryAfterMs);
        const byAccount = await counters.take(accountId, account, now);
        if (!byAccount.allowed) {
          // No password was tried: the address's attempt is not a failure.
          await counters.release(addressId, address);
          throw accountTemporarilyLocked(byAccount.retryAfterMs);
        }
        return {
          async succeeded() {
            await Promise.all([counters.clear(accountId), counters.release(addressId, address)]);
          },
          failed: () => lockedBy(byAccount.count, account),
        };
      },
    } satisfies LoginThrottle);
  },
  { name: 'login-throttle', dependencies: ['config', 'redis', 'tenancy'] },
);

/** True when the `count`th failure makes the account wait the longest (the lock). */
function lockedBy(count: number, policy: AttemptPolicy): boolean {
  if (count < policy.free) return false;
  const delay = policy.baseDelayMs * 2 ** (count - policy.free);
  return (
    delay >= policy.maxDelayMs && policy.baseDelayMs * 2 ** (count - 1 - policy.free) < policy.maxDelayMs
  );
}
