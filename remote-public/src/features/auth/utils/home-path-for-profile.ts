import type { Profile } from '@enlace/shared/domain/core';

const HOME_PATHS: Record<Profile, string> = {
  volunteer: '/volunteer',
  employee: '/intranet/activity',
  partner: '/partner',
};

/** Spec §2: where each profile lands after signing in. */
export function homePathForProfile(profile: Profile): string {
  return HOME_PATHS[profile] ?? '/';
}
