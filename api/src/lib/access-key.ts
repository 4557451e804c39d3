import type { User } from '../db/schema';
import { rolesOf } from './roles-of';
import { sha256 } from './tokens';

/**
 * A short digest of what a person may do: the profile, the roles, whether the account may act (active, not
 * deleted) and the partner a contact person acts for. Access tokens carry it and sessions keep it from their
 * start: when it changes, both stop working, so that a change of access ends the person's access at once. A
 * volunteer's status is not part of it: a validated volunteer gets more, an inactive one still signs in and is
 * told why they cannot sign up (docs/adr/0063-volunteer-area.md), and neither must sign the person out.
 */
export function accessKeyOf(
  user: Pick<User, 'profile' | 'roles' | 'active' | 'partner_id' | 'deleted_at'>,
): string {
  const access = [
    user.profile,
    [...rolesOf(user)].sort(),
    user.active === 1 && user.deleted_at === null,
    user.partner_id,
  ];
  return sha256(JSON.stringify(access)).slice(0, 16);
}
