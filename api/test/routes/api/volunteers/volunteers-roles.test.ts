import { countRows } from '../../../helpers/route-call';
import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { createVolunteerWith, validVolunteer } from './volunteer-fixtures';

// docs/roles.md: every staff role lists, reads, creates, edits and validates volunteers; only administrators
// delete and promote them. Volunteers and partner contacts are refused everything with 403 access-denied.
describeRoleMatrix({
  name: 'volunteers',
  routes: [
    { permission: 'volunteer:list', success: 200, call: () => ({ method: 'GET', url: '/api/volunteers' }) },
    {
      permission: 'volunteer:read',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/volunteers/${id}` }),
    },
    {
      permission: 'volunteer:create',
      success: 201,
      call: () => ({ method: 'POST', url: '/api/volunteers', payload: validVolunteer() }),
    },
    {
      permission: 'volunteer:update',
      success: 200,
      call: (id) => ({ method: 'PATCH', url: `/api/volunteers/${id}`, payload: { aboutMe: 'Cambiado' } }),
    },
    {
      permission: 'volunteer:validate',
      success: 200,
      call: (id) => ({ method: 'POST', url: `/api/volunteers/${id}/validate` }),
    },
    {
      permission: 'volunteer:delete',
      success: 204,
      call: (id) => ({ method: 'DELETE', url: `/api/volunteers/${id}`, payload: { reason: 'admin_action' } }),
    },
    {
      permission: 'volunteer:promote',
      success: 200,
      call: (id) => ({ method: 'POST', url: `/api/volunteers/${id}/promote` }),
    },
    {
      permission: 'volunteer:export',
      success: 200,
      call: () => ({ method: 'GET', url: '/api/volunteers/export' }),
    },
  ],
  freshId: async (app, administrator) => (await createVolunteerWith(app, administrator)).id,
  // The target and the number of people: a refused creation creates nobody.
  snapshot: async (app, id) => ({
    volunteer: await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    users: await countRows(app, 'users'),
  }),
});
