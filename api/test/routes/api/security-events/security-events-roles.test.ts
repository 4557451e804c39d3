import { describeRoleMatrix } from '../../../helpers/role-matrix';

// docs/roles.md: only administrators read the security log; employees, coordinators, volunteers and partner
// contacts get 403 access-denied, and no session 401.
describeRoleMatrix({
  name: 'security log',
  routes: [
    {
      permission: 'security-event:list',
      success: 200,
      call: () => ({ method: 'GET', url: '/api/security_events' }),
    },
  ],
  // The log has no items to target: every attempt reads the same list.
  freshId: async () => 0,
  snapshot: async (app) =>
    app.db.selectFrom('security_events').select(['id', 'type', 'details']).orderBy('id').execute(),
});
