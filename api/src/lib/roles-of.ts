import type { User } from '../db/schema';

/** The user's roles, stored as a JSON list; an unreadable value grants nothing. */
export function rolesOf(user: Pick<User, 'roles'>): string[] {
  try {
    const roles: unknown = JSON.parse(user.roles);
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}
