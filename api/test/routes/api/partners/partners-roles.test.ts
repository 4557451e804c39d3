import type { Permission } from '@enlace/shared/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { ROLE_ACCOUNTS, type RoleAccount } from '../volunteers/volunteer-fixtures';
import { authAs, jsonHeaders, validPartner } from './partner-fixtures';

// docs/roles.md: every staff role lists, reads, creates, edits and exports partners; only administrators delete them.
// Volunteers and partner contacts are refused everything with 403 access-denied.
const accounts = ROLE_ACCOUNTS;
type Account = RoleAccount;
type PartnerPermission = Extract<Permission, `partner:${string}`>;

const allowed: Record<PartnerPermission, Account[]> = {
  'partner:list': ['administrator', 'employee', 'coordinator'],
  'partner:read': ['administrator', 'employee', 'coordinator'],
  'partner:create': ['administrator', 'employee', 'coordinator'],
  'partner:update': ['administrator', 'employee', 'coordinator'],
  'partner:delete': ['administrator'],
  'partner:export': ['administrator', 'employee', 'coordinator'],
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

/** A fresh partner for each attempt, so that a write by one role never hides another's outcome. */
async function freshPartnerId(): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/partners',
    headers: jsonHeaders(headers.administrator),
    payload: JSON.stringify(validPartner()),
  });
  return response.json().id;
}

type Attempt = (auth: Record<string, string>, id: number) => Promise<LightMyRequestResponse>;

const attempt: Record<PartnerPermission, Attempt> = {
  'partner:list': (auth) => app.inject({ method: 'GET', url: '/api/partners', headers: auth }),
  'partner:read': (auth, id) => app.inject({ method: 'GET', url: `/api/partners/${id}`, headers: auth }),
  'partner:create': (auth) =>
    app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: jsonHeaders(auth),
      payload: JSON.stringify(validPartner()),
    }),
  'partner:update': (auth, id) =>
    app.inject({
      method: 'PATCH',
      url: `/api/partners/${id}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ observations: 'Cambiado' }),
    }),
  'partner:delete': (auth, id) => app.inject({ method: 'DELETE', url: `/api/partners/${id}`, headers: auth }),
  'partner:export': (auth) => app.inject({ method: 'GET', url: '/api/partners/export', headers: auth }),
};

const successStatus: Record<PartnerPermission, number> = {
  'partner:list': 200,
  'partner:read': 200,
  'partner:create': 201,
  'partner:update': 200,
  'partner:delete': 204,
  'partner:export': 200,
};

const cases = (Object.keys(allowed) as PartnerPermission[]).flatMap((permission) =>
  (Object.keys(accounts) as Account[]).map((account) => [permission, account] as const),
);

const partnerCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('partners')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('partners role matrix', () => {
  it.each(cases)('%s as %s', async (permission, account) => {
    const id = await freshPartnerId();
    const before = {
      partner: await app.db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      count: await partnerCount(),
    };
    const response = await attempt[permission](headers[account], id);
    if (allowed[permission].includes(account)) {
      expect(response.statusCode).toBe(successStatus[permission]);
      return;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'access-denied' });
    const after = {
      partner: await app.db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      count: await partnerCount(),
    };
    expect(after).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const id = await freshPartnerId();
    for (const permission of Object.keys(attempt) as PartnerPermission[]) {
      const response = await attempt[permission]({ host: 'localhost' }, id);
      expect({ permission, status: response.statusCode }).toEqual({ permission, status: 401 });
    }
  });
});
