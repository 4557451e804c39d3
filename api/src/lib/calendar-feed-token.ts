import { createHmac, timingSafeEqual } from 'node:crypto';

// The secret part of a calendar feed's address: an HMAC of the tenant, the person and their feed version, keyed by
// a key derived from the server's secret. Any API process checks it without a lookup table, nothing secret is
// stored, and raising the version (a reset) makes every older address fail. A new server secret changes every
// address, as it ends every session.

const keyOf = (secret: string) => createHmac('sha256', secret).update('enlace calendar feed').digest();

const signatureOf = (secret: string, tenantId: number, userId: number, version: number) =>
  createHmac('sha256', keyOf(secret))
    .update(`${tenantId}:${userId}:${version}`)
    .digest('base64url')
    .slice(0, 32);

/** `<person>-<version>-<signature>`: what the feed's address carries. */
export function calendarFeedToken(secret: string, tenantId: number, userId: number, version: number): string {
  return `${userId}-${version}-${signatureOf(secret, tenantId, userId, version)}`;
}

/** The person and version a token names, whatever its signature; undefined when it is not a token's shape. */
export function calendarFeedTokenParts(token: string): { userId: number; version: number } | undefined {
  const match = /^([1-9][0-9]{0,9})-(0|[1-9][0-9]{0,9})-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  return { userId: Number(match[1]), version: Number(match[2]) };
}

/** Whether the token is the one this tenant's person has now (made with their current version). */
export function isCurrentCalendarFeedToken(
  secret: string,
  token: string,
  tenantId: number,
  userId: number,
  currentVersion: number,
): boolean {
  const expected = Buffer.from(calendarFeedToken(secret, tenantId, userId, currentVersion));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
