import type { Permission } from '@enlace/shared/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, ROLE_ACCOUNTS, type RoleAccount, validVolunteer } from './volunteer-fixtures';

// docs/roles.md: every staff role lists, reads, creates, edits and validates volunteers; only administrators
// delete and promote them. Volunteers and partner contacts are refused everything with 403 access-denied.
const accounts = ROLE_ACCOUNTS;
type Account = RoleAccount;

const allowed = {
  'volunteer:list': ['administrator', 'employee', 'coordinator'],
  'volunteer:read': ['administrator', 'employee', 'coordinator'],
  'volunteer:create': ['administrator', 'employee', 'coordinator'],
  'volunteer:update': ['administrator', 'employee', 'coordinator'],
  'volunteer:validate': ['administrator', 'employee', 'coordinator'],
  'volunteer:delete': ['administrator'],
  'volunteer:promote': ['administrator'],
  'volunteer:export': ['administrator', 'employee', 'coordinator'],
} satisfies Partial<Record<Permission, Account[]>>;
type VolunteerPermission = keyof typeof allowed;

let app: FastifyInstance;
const headers = {} as Record<Account, Record<string, string>>;
beforeAll(async () => {
  app = await buildTestApp();
  for (const account of Object.keys(accounts) as Account[]) {
    headers[account] = await authAs(app, accounts[account]);
  }
});
afterAll(() => app.close());

/** A fresh volunteer for each attempt, so that a write by one role never hides another's outcome. */
async function freshVolunteerId(): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(headers.administrator),
    payload: JSON.stringify(validVolunteer()),
  });
  return response.json().id;
}

type Attempt = (auth: Record<string, string>, id: number) => Promise<LightMyRequestResponse>;

const attempt: Record<VolunteerPermission, Attempt> = {
  'volunteer:list': (auth) => app.inject({ method: 'GET', url: '/api/volunteers', headers: auth }),
  'volunteer:read': (auth, id) => app.inject({ method: 'GET', url: `/api/volunteers/${id}`, headers: auth }),
  'volunteer:create': (auth) =>
    app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: jsonHeaders(auth),
      payload: JSON.stringify(validVolunteer()),
    }),
  'volunteer:update': (auth, id) =>
    app.inject({
      method: 'PATCH',
      url: `/api/volunteers/${id}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ aboutMe: 'Cambiado' }),
    }),
  'volunteer:validate': (auth, id) =>
    app.inject({ method: 'POST', url: `/api/volunteers/${id}/validate`, headers: auth }),
  'volunteer:delete': (auth, id) =>
    app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${id}`,
      headers: jsonHeaders(auth, 'application/json'),
      payload: JSON.stringify({ reason: 'admin_action' }),
    }),
  'volunteer:promote': (auth, id) =>
    app.inject({ method: 'POST', url: `/api/volunteers/${id}/promote`, headers: auth }),
  'volunteer:export': (auth) => app.inject({ method: 'GET', url: '/api/volunteers/export', headers: auth }),
};

const successStatus: Record<VolunteerPermission, number> = {
  'volunteer:list': 200,
  'volunteer:read': 200,
  'volunteer:create': 201,
  'volunteer:update': 200,
  'volunteer:validate': 200,
  'volunteer:delete': 204,
  'volunteer:promote': 200,
  'volunteer:export': 200,
};

const cases = (Object.keys(allowed) as VolunteerPermission[]).flatMap((permission) =>
  (Object.keys(accounts) as Account[]).map((account) => [permission, account] as const),
);

describe('volunteers role matrix', () => {
  it.each(cases)('%s as %s', async (permission, account) => {
    const id = await freshVolunteerId();
    const before = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const response = await attempt[permission](headers[account], id);
    if ((allowed[permission] as Account[]).includes(account)) {
      expect(response.statusCode).toBe(successStatus[permission]);
      return;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'access-denied' });
    const after = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const id = await freshVolunteerId();
    for (const permission of Object.keys(attempt) as VolunteerPermission[]) {
      const response = await attempt[permission]({ host: 'localhost' }, id);
      expect({ permission, status: response.statusCode }).toEqual({ permission, status: 401 });
    }
  });

  it('refuses a volunteer creating one with 403 and creates nothing', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    expect((await attempt['volunteer:create'](headers.volunteer, 0)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
