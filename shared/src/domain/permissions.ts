import type { Profile } from './enumerations';

// The role × action matrix of docs/roles.md, written once: the API enforces it, the intranet hides what a role
// may not do. A staff member holds every permission of any of their roles.

/** The staff roles of the intranet: administrator, employee (technical staff) and coordinator. */
export const STAFF_ROLES = ['employee-admin', 'employee', 'coordinator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL_STAFF = STAFF_ROLES;
const ADMINISTRATORS = ['employee-admin'] as const;

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
  // Promotion turns a volunteer into a staff member (a coordinator): administrators, who manage staff.
  'volunteer:promote': ADMINISTRATORS,
  // The CSV of a list's selection: whoever may list the volunteers.
  'volunteer:export': ALL_STAFF,
  // The CSV of the list's selection: whoever may list the beneficiaries.
  'beneficiary:export': ALL_STAFF,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a signed-in user may perform an action; only the employee profile (the intranet) holds staff roles. */
export const hasPermission = (
  user: { profile: Profile | string; roles: readonly string[] },
  permission: Permission,
): boolean =>
  user.profile === 'employee' &&
  user.roles.some((role) => (PERMISSIONS[permission] as readonly string[]).includes(role));
