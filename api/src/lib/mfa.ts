import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { loadQrCode } from './lazy-libraries';
import { sha256 } from './tokens';

// Two-step verification with an authenticator app: TOTP (RFC 6238: SHA-1, 6 digits, 30 s), as every common app
// (Google Authenticator, Microsoft Authenticator, FreeOTP, Aegis) reads it from a QR code; and one-time recovery
// codes for a lost phone. docs/adr/0008-two-step-verification.md.

export const TOTP_PERIOD_S = 30;
/** A code of the step before or after the current one is taken too: a phone's clock may be 30 s off. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret for an authenticator app (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = 'Enlace', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret });

/** The `otpauth://` address an authenticator app reads from the QR code: the organisation and the account. */
export const otpauthUri = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, issuer, account).toString();

/** The QR code of the address, as an SVG data URL (the page's policy allows `data:` images). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const QRCode = await loadQrCode();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The current 30-second step. */
export const currentStep = (now = Date.now()): number => Math.floor(now / 1000 / TOTP_PERIOD_S);

/**
 * The step of a right code, or null: six digits (spaces allowed) that the secret gives for the current step or
 * one beside it. A step at or before `lastUsedStep` is refused: a code works once (RFC 6238 §5.2).
 */
export function verifiedTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = currentStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The code an authenticator app shows now (tests and the demo's documentation). */
export const totpCode = (secret: string, now = Date.now()): string =>
  totpOf(secret).generate({ timestamp: now });

// Recovery codes: ten groups of 4+4 characters without look-alikes (no 0/O, 1/I/L), 40 bits each.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten new recovery codes as the person reads them (`ABCD-EFGH`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from(
      { length: 8 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
  });
}

/** How a recovery code is stored and looked up: its digest, whatever the case, spaces or dashes typed. */
export const recoveryCodeHash = (code: string): string =>
  sha256(`recovery:${code.toUpperCase().replace(/[\s-]+/g, '')}`);

// Secrets are stored encrypted (AES-256-GCM) with a key derived from the server's secret, so that a copy of the
// database alone does not give anyone the codes.
const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'enlace', 'two-step-verification-secret', 32));

export function encryptTotpSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptTotpSecret(stored: string, serverSecret: string): string {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !encrypted) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
