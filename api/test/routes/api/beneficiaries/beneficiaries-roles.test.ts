import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { createBeneficiary, validAdult } from './beneficiary-fixtures';

// docs/roles.md: every staff role lists, reads, creates and edits beneficiaries; only administrators delete
// them; every staff role exports the list's selection. Volunteers and partner contacts are refused everything
// with 403 access-denied.
describeRoleMatrix({
  name: 'beneficiaries',
  routes: [
    {
      permission: 'beneficiary:list',
      success: 200,
      call: () => ({ method: 'GET', url: '/api/beneficiaries' }),
    },
    {
      permission: 'beneficiary:read',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/beneficiaries/${id}` }),
    },
    {
      permission: 'beneficiary:create',
      success: 201,
      call: () => ({ method: 'POST', url: '/api/beneficiaries', payload: validAdult({ name: 'Nueva' }) }),
    },
    {
      permission: 'beneficiary:update',
      success: 200,
      call: (id) => ({ method: 'PATCH', url: `/api/beneficiaries/${id}`, payload: { notes: 'Cambiado' } }),
    },
    {
      permission: 'beneficiary:delete',
      success: 204,
      call: (id) => ({
        method: 'DELETE',
        url: `/api/beneficiaries/${id}`,
        payload: { reason: 'admin_action' },
      }),
    },
    {
      permission: 'beneficiary:export',
      success: 200,
      call: () => ({ method: 'GET', url: '/api/beneficiaries/export' }),
    },
  ],
  freshId: async (app, administrator) =>
    (await createBeneficiary(app, administrator, validAdult())).json().id,
  snapshot: async (app) => ({
    rows: await app.db.selectFrom('beneficiaries').selectAll().orderBy('id').execute(),
    deletions: await app.db.selectFrom('beneficiary_deletions').selectAll().execute(),
  }),
});
