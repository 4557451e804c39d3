import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { STAFF, type StaffKind, staffApi, validStaffMember } from './staff-fixtures';

/**
 * The role × route matrix of one staff list (docs/roles.md): every staff role lists and reads employees and
 * coordinators; only administrators create, edit and delete them; whoever lists them may export the list's
 * selection.
 */
export function describeStaffRoleMatrix(kind: StaffKind) {
  const { path } = STAFF[kind];
  describeRoleMatrix({
    name: `${kind}s`,
    routes: [
      { permission: `${kind}:list`, success: 200, call: () => ({ method: 'GET', url: path }) },
      { permission: `${kind}:read`, success: 200, call: (id) => ({ method: 'GET', url: `${path}/${id}` }) },
      {
        permission: `${kind}:create`,
        success: 201,
        call: () => ({ method: 'POST', url: path, payload: validStaffMember() }),
      },
      {
        permission: `${kind}:update`,
        success: 200,
        call: (id) => ({ method: 'PATCH', url: `${path}/${id}`, payload: { department: 'Cambiado' } }),
      },
      {
        permission: `${kind}:delete`,
        success: 204,
        call: (id) => ({ method: 'DELETE', url: `${path}/${id}`, payload: { reason: 'admin_action' } }),
      },
      { permission: `${kind}:export`, success: 200, call: () => ({ method: 'GET', url: `${path}/export` }) },
    ],
    freshId: async (app, administrator) =>
      (await staffApi(app, kind).create(administrator, validStaffMember())).json().id,
    // A refused creation invites nobody; a refused deletion anonymises nobody.
    snapshot: async (app, id) => ({
      users: await app.db.selectFrom('users').selectAll().orderBy('id').execute(),
      target: await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
      mails: app.mailer.sent.length,
    }),
  });
}
