import { ANY_ACCOUNT, type Permission, PERMISSIONS, STAFF_ROLES } from '../index';

// docs/roles.md, written out once more: the API role matrices derive who may do what from PERMISSIONS, so this
// pins PERMISSIONS itself to the documented matrix.
const ADMINISTRATORS_ONLY: Permission[] = [
  'volunteer:delete',
  'volunteer:promote',
  'partner:delete',
  'contact-partner:delete',
  'beneficiary:delete',
  'employee:create',
  'employee:update',
  'employee:delete',
  'coordinator:create',
  'coordinator:update',
  'coordinator:delete',
  'place:delete',
  'coordinator:transfer',
  'security-event:list',
  'mfa:reset',
  'branding:read',
  'branding:update',
];
const ANY_SIGNED_IN: Permission[] = ['me:read', 'me:update'];
// Projects: administrators and technical staff manage them; coordinators only read them.
const PROJECT_MANAGERS_ONLY: Permission[] = ['project:create', 'project:update', 'project:delete'];
// The plan and its use: administrators and coordinators.
const ADMINISTRATORS_AND_COORDINATORS: Permission[] = ['tier-usage:read'];

describe('PERMISSIONS', () => {
  it.each(Object.keys(PERMISSIONS) as Permission[])('grants %s as docs/roles.md says', (permission) => {
    const expected = ADMINISTRATORS_ONLY.includes(permission)
      ? ['employee-admin']
      : PROJECT_MANAGERS_ONLY.includes(permission)
        ? ['employee-admin', 'employee']
        : ADMINISTRATORS_AND_COORDINATORS.includes(permission)
          ? ['employee-admin', 'coordinator']
          : ANY_SIGNED_IN.includes(permission)
            ? ANY_ACCOUNT
            : [...STAFF_ROLES];
    expect(PERMISSIONS[permission]).toEqual(expected);
  });
});
