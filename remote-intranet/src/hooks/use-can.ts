import { hasPermission } from '@enlace/shared/domain';
import type { Permission } from '@enlace/shared/domain';
import { useCurrentUser } from '@enlace/shared/session';

/** Whether the signed-in staff member may do something (docs/roles.md); screens hide what they may not. */
export function useCan(permission: Permission): boolean {
  const { user } = useCurrentUser();
  return user !== null && hasPermission(user, permission);
}
