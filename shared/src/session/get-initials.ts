import type { AuthenticatedUser } from '@enlace/shared/domain/core';
type Named = Pick<AuthenticatedUser, 'name' | 'surnames'>;

// Array.from splits by code point, so "Óscar" gives "Ó" and not half a surrogate pair.
const firstLetter = (value: string | null | undefined) => Array.from(value?.trim() ?? '')[0] ?? '';

/** First letter of the name and of the surnames, upper case: "Alicia Martín Ruiz" → "AM". */
export const getInitials = (user: Named | null | undefined): string =>
  user ? `${firstLetter(user.name)}${firstLetter(user.surnames)}`.toLocaleUpperCase('es') : '';
