import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { e2eDatabaseFile } from './environment.ts';

const PERIOD_S = 30;

/** The 30-second step of a time (milliseconds), as authenticator apps count them (RFC 6238). */
export const totpStep = (at = Date.now()): number => Math.floor(at / 1000 / PERIOD_S);

/** The code an authenticator app shows for this base32 secret at this time. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  }).generate({
    timestamp: at,
  });
}

/**
 * A code of a step later than `usedStep`: the API takes each code once, so a second sign-in within the same half
 * minute waits for the app's next code, as a person would. Returns the code and its step.
 */
export async function nextTotpCode(
  secret: string,
  usedStep: number,
): Promise<{ code: string; step: number }> {
  const wait = (usedStep + 1) * PERIOD_S * 1000 - Date.now();
  // A little past the boundary, so that the API's clock is in the new step too.
  if (wait > -1000) await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0) + 1000));
  const at = Date.now();
  return { code: totpCode(secret, at), step: totpStep(at) };
}

/**
 * Turns an account's two-step verification off in the running e2e database, whatever state a failed test left it
 * in: the demo accounts are shared by every spec, which sign in with the password alone.
 */
export function removeTwoStepVerification(email: string): void {
  const db = new Database(e2eDatabaseFile);
  try {
    const user = db.prepare<[string], { id: number }>('select id from users where email = ?').get(email);
    if (!user) return;
    db.prepare('delete from mfa_recovery_codes where user_id = ?').run(user.id);
    db.prepare('delete from mfa_credentials where user_id = ?').run(user.id);
  } finally {
    db.close();
  }
}
