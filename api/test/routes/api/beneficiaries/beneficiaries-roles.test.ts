import type { Permission } from '@enlace/shared/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { ROLE_ACCOUNTS, type RoleAccount } from '../volunteers/volunteer-fixtures';
import { authAs, createBeneficiary, jsonHeaders, validAdult } from './beneficiary-fixtures';

// docs/roles.md: every staff role lists, reads, creates and edits beneficiaries; only administrators delete
// them; every staff role exports the list's selection. Volunteers and partner contacts are refused everything with 403 access-denied.
const accounts = ROLE_ACCOUNTS;
type Account = RoleAccount;
type BeneficiaryPermission = Extract<Permission, `beneficiary:${string}`>;

const allowed: Record<BeneficiaryPermission, Account[]> = {
  'beneficiary:list': ['administrator', 'employee', 'coordinator'],
  'beneficiary:read': ['administrator', 'employee', 'coordinator'],
  'beneficiary:create': ['administrator', 'employee', 'coordinator'],
  'beneficiary:update': ['administrator', 'employee', 'coordinator'],
  'beneficiary:delete': ['administrator'],
  'beneficiary:export': ['administrator', 'employee', 'coordinator'],
};

let app: FastifyInstance;
const headers = {} as Record<Account, Record<string, string>>;
beforeAll(async () => {
  app = await buildTestApp();
  for (const account of Object.keys(accounts) as Account[]) {
    headers[account] = await authAs(app, accounts[account]);
  }
});
afterAll(() => app.close());

/** A fresh beneficiary for each attempt, so that a write by one role never hides another's outcome. */
async function freshBeneficiaryId(): Promise<number> {
  return (await createBeneficiary(app, headers.administrator, validAdult())).json().id;
}

type Attempt = (auth: Record<string, string>, id: number) => Promise<LightMyRequestResponse>;

const attempt: Record<BeneficiaryPermission, Attempt> = {
  'beneficiary:list': (auth) => app.inject({ method: 'GET', url: '/api/beneficiaries', headers: auth }),
  'beneficiary:read': (auth, id) =>
    app.inject({ method: 'GET', url: `/api/beneficiaries/${id}`, headers: auth }),
  'beneficiary:create': (auth) => createBeneficiary(app, auth, validAdult({ name: 'Nueva' })),
  'beneficiary:update': (auth, id) =>
    app.inject({
      method: 'PATCH',
      url: `/api/beneficiaries/${id}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ notes: 'Cambiado' }),
    }),
  'beneficiary:delete': (auth, id) =>
    app.inject({
      method: 'DELETE',
      url: `/api/beneficiaries/${id}`,
      headers: jsonHeaders(auth, 'application/json'),
      payload: JSON.stringify({ reason: 'admin_action' }),
    }),
  'beneficiary:export': (auth) =>
    app.inject({ method: 'GET', url: '/api/beneficiaries/export', headers: auth }),
};

const successStatus: Record<BeneficiaryPermission, number> = {
  'beneficiary:list': 200,
  'beneficiary:read': 200,
  'beneficiary:create': 201,
  'beneficiary:update': 200,
  'beneficiary:delete': 204,
  'beneficiary:export': 200,
};

const cases = (Object.keys(allowed) as BeneficiaryPermission[]).flatMap((permission) =>
  (Object.keys(accounts) as Account[]).map((account) => [permission, account] as const),
);

const snapshot = async () => ({
  rows: await app.db.selectFrom('beneficiaries').selectAll().orderBy('id').execute(),
  deletions: await app.db.selectFrom('beneficiary_deletions').selectAll().execute(),
});

describe('beneficiaries role matrix', () => {
  it.each(cases)('%s as %s', async (permission, account) => {
    const id = await freshBeneficiaryId();
    const before = await snapshot();
    const response = await attempt[permission](headers[account], id);
    if (allowed[permission].includes(account)) {
      expect(response.statusCode).toBe(successStatus[permission]);
      return;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'access-denied' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const id = await freshBeneficiaryId();
    const before = await snapshot();
    for (const permission of Object.keys(attempt) as BeneficiaryPermission[]) {
      const response = await attempt[permission]({ host: 'localhost' }, id);
      expect({ permission, status: response.statusCode }).toEqual({ permission, status: 401 });
    }
    expect(await snapshot()).toEqual(before);
  });
});
