import { countRows } from '../../../helpers/route-call';
import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { createContactPartner, createPartnerIri, validContactPartner } from './contact-partner-fixtures';

// docs/roles.md: every staff role lists, exports, reads, creates and edits contact persons; only administrators delete
// (anonymise) them. Volunteers and partner contacts are refused everything with 403 access-denied.
let partner: string;

describeRoleMatrix({
  name: 'contact persons',
  routes: [
    {
      permission: 'contact-partner:list',
      success: 200,
      call: () => ({ method: 'GET', url: '/api/contact_partners' }),
    },
    {
      permission: 'contact-partner:export',
      success: 200,
      call: () => ({ method: 'GET', url: '/api/contact_partners/export' }),
    },
    {
      permission: 'contact-partner:read',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/contact_partners/${id}` }),
    },
    {
      permission: 'contact-partner:create',
      success: 201,
      call: () => ({ method: 'POST', url: '/api/contact_partners', payload: validContactPartner(partner) }),
    },
    {
      permission: 'contact-partner:update',
      success: 200,
      call: (id) => ({
        method: 'PATCH',
        url: `/api/contact_partners/${id}`,
        payload: { jobTitle: 'Cambiado' },
      }),
    },
    {
      permission: 'contact-partner:delete',
      success: 204,
      call: (id) => ({
        method: 'DELETE',
        url: `/api/contact_partners/${id}`,
        payload: { reason: 'admin_action' },
      }),
    },
  ],
  setUp: async (app, administrator) => {
    partner = await createPartnerIri(app, administrator);
  },
  freshId: async (app, administrator) => (await createContactPartner(app, administrator, partner)).id,
  // A refused creation sends no invitation and a refused deletion anonymises nobody.
  snapshot: async (app, id) => ({
    person: await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    users: await countRows(app, 'users'),
    deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
    mails: app.mailer.sent.length,
  }),
});
