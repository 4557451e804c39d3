import type { Profile } from '@enlace/shared/domain/core';

// The role × action matrix of docs/roles.md, written once: the API enforces it, the intranet hides what a role
// may not do. A staff member holds every permission of any of their roles.

/** The staff roles of the intranet: administrator, employee (technical staff) and coordinator. */
export const STAFF_ROLES = ['employee-admin', 'employee', 'coordinator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL_STAFF = STAFF_ROLES;
const ADMINISTRATORS = ['employee-admin'] as const;
const PROJECT_MANAGERS = ['employee-admin', 'employee'] as const;

/** Granted to every signed-in account, whatever its profile (staff, volunteer or partner contact). */
export const ANY_ACCOUNT = 'any-account';

export const PERMISSIONS = {
  'volunteer:list': ALL_STAFF,
  'volunteer:read': ALL_STAFF,
  'volunteer:create': ALL_STAFF,
  'volunteer:update': ALL_STAFF,
  'volunteer:validate': ALL_STAFF,
  // Deleting anonymises the person for good: administrators only.
  'volunteer:delete': ADMINISTRATORS,
  // Partner organisations and their agreements: every staff member keeps them up to date; deleting one is an
  // administrator's decision.
  'partner:list': ALL_STAFF,
  'partner:read': ALL_STAFF,
  'partner:create': ALL_STAFF,
  'partner:update': ALL_STAFF,
  'partner:delete': ADMINISTRATORS,
  // Contact persons are people with an account: creating one sends the invitation; deleting anonymises.
  'contact-partner:list': ALL_STAFF,
  'contact-partner:read': ALL_STAFF,
  'contact-partner:create': ALL_STAFF,
  'contact-partner:update': ALL_STAFF,
  'contact-partner:delete': ADMINISTRATORS,
  // Beneficiaries: the daily work of every staff member; deleting anonymises for good, administrators only.
  'beneficiary:list': ALL_STAFF,
  'beneficiary:read': ALL_STAFF,
  'beneficiary:create': ALL_STAFF,
  'beneficiary:update': ALL_STAFF,
  'beneficiary:delete': ADMINISTRATORS,
  // Every staff member sees their colleagues (and picks a coordinator for an activity); only administrators
  // manage staff accounts, which open the intranet to a person.
  'employee:list': ALL_STAFF,
  'employee:read': ALL_STAFF,
  'employee:create': ADMINISTRATORS,
  'employee:update': ADMINISTRATORS,
  'employee:delete': ADMINISTRATORS,
  'coordinator:list': ALL_STAFF,
  'coordinator:read': ALL_STAFF,
  'coordinator:create': ADMINISTRATORS,
  'coordinator:update': ADMINISTRATORS,
  'coordinator:delete': ADMINISTRATORS,
  // Promotion turns a volunteer into a staff member: the same as creating a coordinator.
  'volunteer:promote': ADMINISTRATORS,
  // Everybody reads and edits their own profile and changes their own password.
  'me:read': ANY_ACCOUNT,
  'me:update': ANY_ACCOUNT,
  // The CSV of a list's selection: whoever may list the volunteers.
  'volunteer:export': ALL_STAFF,
  // The CSV of the partner list's selection: whoever may list the partners.
  'partner:export': ALL_STAFF,
  // The same for the contact persons' list.
  'contact-partner:export': ALL_STAFF,
  // The CSV of the list's selection: whoever may list the beneficiaries.
  'beneficiary:export': ALL_STAFF,
  // The CSV of the staff lists' selection: whoever may list them (every staff member sees their colleagues).
  'employee:export': ALL_STAFF,
  'coordinator:export': ALL_STAFF,
  // Projects group the activities: administrators and technical staff plan them (create, edit, close, re-open,
  // delete); coordinators run the activities inside them and read the projects only.
  'project:list': ALL_STAFF,
  'project:read': ALL_STAFF,
  'project:create': PROJECT_MANAGERS,
  'project:update': PROJECT_MANAGERS,
  'project:delete': PROJECT_MANAGERS,
  // Places (rooms and offices where interventions happen): every staff member plans activities in them and
  // keeps them up to date (every coordinator is also technical staff); deleting one is an administrator's.
  'place:list': ALL_STAFF,
  'place:read': ALL_STAFF,
  'place:create': ALL_STAFF,
  'place:update': ALL_STAFF,
  'place:delete': ADMINISTRATORS,
  'place:export': ALL_STAFF,
  // The people of an intervention: every staff member runs activities, so each may list, add and remove
  // participants and send a tutor's consent email again (docs/roles.md, "Participants").
  'participant:list': ALL_STAFF,
  'participant:add': ALL_STAFF,
  'participant:remove': ALL_STAFF,
  // Who came to a session and the volunteers' hours: whoever runs the session's people marks them (docs/roles.md,
  // "Attendance").
  'attendance:read': ALL_STAFF,
  'attendance:record': ALL_STAFF,
  // Certificates of volunteering (Ley 45/2015, art. 10): whoever manages the volunteers issues one for any of
  // them and reads those issued (docs/roles.md, "Certificates").
  'certificate:list': ALL_STAFF,
  'certificate:issue': ALL_STAFF,
  // Activities and their interventions are the daily work of every staff member (docs/roles.md, "Activities and
  // interventions"). Deleting one is refused by the API unless it is a draft or cancelled and nobody took part,
  // so no person's history is lost: every staff member may.
  'activity:list': ALL_STAFF,
  'activity:read': ALL_STAFF,
  'activity:create': ALL_STAFF,
  'activity:update': ALL_STAFF,
  'activity:delete': ALL_STAFF,
  'intervention:list': ALL_STAFF,
  'intervention:read': ALL_STAFF,
  'intervention:create': ALL_STAFF,
  'intervention:update': ALL_STAFF,
  'intervention:delete': ALL_STAFF,
  // Moving a departing coordinator's activities to another: whoever may delete the coordinator.
  'coordinator:transfer': ADMINISTRATORS,
  // The security log (sign-ins, role and access changes, exports, deletions…) names every account's activity and
  // address: administrators only.
  'security-event:list': ADMINISTRATORS,
  // An administrator turns off another person's two-step verification (a lost phone and no recovery code left).
  'mfa:reset': ADMINISTRATORS,
  // The organisation's plan and its use of the caps: administrators, who would change the plan, and coordinators,
  // who plan the activities and volunteers that count.
  'tier-usage:read': ['employee-admin', 'coordinator'],
  // The intranet home's figures (docs/adr/0075-intranet-home-figures.md): every staff member starts the day there.
  'dashboard:read': ALL_STAFF,
  // The organisation's branding (colour, logos, home page texts, analytics) is what every visitor sees of it:
  // administrators only (docs/adr/0020-tenant-branding.md).
  'branding:read': ADMINISTRATORS,
  'branding:update': ADMINISTRATORS,
} as const satisfies Record<string, readonly StaffRole[] | typeof ANY_ACCOUNT>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * Whether a signed-in user may perform an action; only the employee profile (the intranet) holds staff roles,
 * and what is granted to any account needs no role.
 */
export const hasPermission = (
  user: { profile: Profile | string; roles: readonly string[] },
  permission: Permission,
): boolean => {
  const granted: readonly string[] | typeof ANY_ACCOUNT = PERMISSIONS[permission];
  if (granted === ANY_ACCOUNT) return true;
  return user.profile === 'employee' && user.roles.some((role) => granted.includes(role));
};
