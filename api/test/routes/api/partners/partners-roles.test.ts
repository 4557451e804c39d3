import { countRows } from '../../../helpers/route-call';
import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { jsonHeaders, validPartner } from './partner-fixtures';

// docs/roles.md: every staff role lists, reads, creates, edits and exports partners; only administrators
// delete them. Volunteers and partner contacts are refused everything with 403 access-denied.
describeRoleMatrix({
  name: 'partners',
  routes: [
    { permission: 'partner:list', success: 200, call: () => ({ method: 'GET', url: '/api/partners' }) },
    {
      permission: 'partner:read',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/partners/${id}` }),
    },
    {
      permission: 'partner:create',
      success: 201,
      call: () => ({ method: 'POST', url: '/api/partners', payload: validPartner() }),
    },
    {
      permission: 'partner:update',
      success: 200,
      call: (id) => ({ method: 'PATCH', url: `/api/partners/${id}`, payload: { observations: 'Cambiado' } }),
    },
    {
      permission: 'partner:delete',
      success: 204,
      call: (id) => ({ method: 'DELETE', url: `/api/partners/${id}` }),
    },
    {
      permission: 'partner:export',
      success: 200,
      call: () => ({ method: 'GET', url: '/api/partners/export' }),
    },
  ],
  freshId: async (app, administrator) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/partners',
        headers: jsonHeaders(administrator),
        payload: JSON.stringify(validPartner()),
      })
    ).json().id,
  snapshot: async (app, id) => ({
    partner: await app.db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    count: await countRows(app, 'partners'),
  }),
});
