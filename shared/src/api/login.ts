import type { AuthenticatedUser, SecondStepAnswer, TokenResponse } from '@enlace/shared/domain/core';
import { apiPost } from './api-post';
import { startSession } from './start-session';

/**
 * What a sign-in with the password came to: the session (the user is loaded), or the second step of two-step
 * verification the person must take first, with the token that takes it (no session yet).
 */
export type SignInResult =
  { step: 'signed-in'; user: AuthenticatedUser } | { step: SecondStepAnswer['mfa']; mfaToken: string };

const isSecondStep = (answer: TokenResponse | SecondStepAnswer): answer is SecondStepAnswer =>
  'mfa' in answer && typeof answer.mfa_token === 'string';

/** `login_check`; with the tokens, store them and load the user (spec §4). */
export const login = async (email: string, password: string): Promise<SignInResult> => {
  const answer = await apiPost<TokenResponse | SecondStepAnswer>('login_check', { email, password });
  if (isSecondStep(answer)) return { step: answer.mfa, mfaToken: answer.mfa_token };
  return { step: 'signed-in', user: await startSession(answer) };
};
