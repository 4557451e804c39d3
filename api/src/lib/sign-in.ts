import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { tokenExpired, tokenInvalid } from '../plugins/auth';
import type { ResolvedTenant } from '../plugins/repositories/tenants-repository';
import { tenantOf } from '../plugins/tenancy';
import { rolesOf } from './roles-of';
import { rememberScreenLanguage } from './screen-language';
import { type TokenResponse, startSession } from './session-tokens';

/** What a right password answers when a second step must follow: the kind of step, and a token to take it with. */
export interface SecondStepAnswer {
  mfa: 'code-required' | 'enrolment-required';
  mfa_token: string;
}

/** A sign-in that has passed its password and must pass the second step within this time. */
export const MFA_TOKEN_LIFETIME_S = 600;

interface MfaTokenPayload {
  typ: 'mfa';
  sub: string;
  tid: number;
  stage: SecondStepAnswer['mfa'];
}

/**
 * Two-step verification is mandatory for administrators (the data processing agreement promises it), except in
 * the demo tenants, whose administrator accounts are shared with everyone who tries the demo: there the first
 * visitor to enrol would take the account from all the others. Optional for everybody else.
 */
export function mfaRequiredFor(user: Pick<User, 'roles'>, tenant: Pick<ResolvedTenant, 'is_demo'>): boolean {
  return rolesOf(user).includes('employee-admin') && tenant.is_demo !== 1;
}

/** Starts the person's session and records the sign-in. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  method: 'password' | 'totp' | 'recovery-code',
): Promise<TokenResponse> {
  const tokens = await startSession(app, request, user);
  await rememberScreenLanguage(app, request, user.id);
  await app.securityLogRepository.record(request, {
    type: 'sign-in',
    actorId: user.id,
    subject: { userId: user.id },
    details: { method },
  });
  return tokens;
}

/** After a right password: the session, or the second step the person must take first. */
export async function afterPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
): Promise<TokenResponse | SecondStepAnswer> {
  const credential = await app.mfaRepository.find(request, user.id);
  const stage = credential?.confirmed_at
    ? 'code-required'
    : mfaRequiredFor(user, tenantOf(request))
      ? 'enrolment-required'
      : null;
  if (!stage) return completeSignIn(app, request, user, 'password');
  const payload: MfaTokenPayload = { typ: 'mfa', sub: String(user.id), tid: user.tenant_id, stage };
  // Signed like the access tokens but without a session: authenticate() refuses it, only the second step takes it.
  const mfaToken = app.jwt.sign(payload as never, { expiresIn: MFA_TOKEN_LIFETIME_S });
  return { mfa: stage, mfa_token: mfaToken };
}

/** The account and stage of a second-step token of this tenant; 401 when it is not one, or has expired. */
export function verifyMfaToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): { userId: number; stage: SecondStepAnswer['mfa'] } {
  let payload: Partial<MfaTokenPayload>;
  try {
    payload = app.jwt.verify<Partial<MfaTokenPayload>>(token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw tokenExpired();
    throw tokenInvalid();
  }
  if (payload.typ !== 'mfa' || payload.tid !== tenantOf(request).id || !payload.stage) throw tokenInvalid();
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId)) throw tokenInvalid();
  return { userId, stage: payload.stage };
}
