import type { Permission } from '@enlace/shared/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { ROLE_ACCOUNTS, type RoleAccount } from '../volunteers/volunteer-fixtures';
import {
  authAs,
  createContactPartner,
  createPartnerIri,
  jsonHeaders,
  validContactPartner,
} from './contact-partner-fixtures';

// docs/roles.md: every staff role lists, reads, creates and edits contact persons; only administrators delete
// (anonymise) them. Volunteers and partner contacts are refused everything with 403 access-denied.
const accounts = ROLE_ACCOUNTS;
type Account = RoleAccount;
type ContactPermission = Extract<Permission, `contact-partner:${string}`>;

const allowed: Record<ContactPermission, Account[]> = {
  'contact-partner:list': ['administrator', 'employee', 'coordinator'],
  'contact-partner:read': ['administrator', 'employee', 'coordinator'],
  'contact-partner:create': ['administrator', 'employee', 'coordinator'],
  'contact-partner:update': ['administrator', 'employee', 'coordinator'],
  'contact-partner:delete': ['administrator'],
};

let app: FastifyInstance;
let partner: string;
const headers = {} as Record<Account, Record<string, string>>;
beforeAll(async () => {
  app = await buildTestApp();
  for (const account of Object.keys(accounts) as Account[]) {
    headers[account] = await authAs(app, accounts[account]);
  }
  partner = await createPartnerIri(app, headers.administrator);
});
afterAll(() => app.close());

type Attempt = (auth: Record<string, string>, id: number) => Promise<LightMyRequestResponse>;

const attempt: Record<ContactPermission, Attempt> = {
  'contact-partner:list': (auth) =>
    app.inject({ method: 'GET', url: '/api/contact_partners', headers: auth }),
  'contact-partner:read': (auth, id) =>
    app.inject({ method: 'GET', url: `/api/contact_partners/${id}`, headers: auth }),
  'contact-partner:create': (auth) =>
    app.inject({
      method: 'POST',
      url: '/api/contact_partners',
      headers: jsonHeaders(auth),
      payload: JSON.stringify(validContactPartner(partner)),
    }),
  'contact-partner:update': (auth, id) =>
    app.inject({
      method: 'PATCH',
      url: `/api/contact_partners/${id}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ jobTitle: 'Cambiado' }),
    }),
  'contact-partner:delete': (auth, id) =>
    app.inject({
      method: 'DELETE',
      url: `/api/contact_partners/${id}`,
      headers: jsonHeaders(auth, 'application/json'),
      payload: JSON.stringify({ reason: 'admin_action' }),
    }),
};

const successStatus: Record<ContactPermission, number> = {
  'contact-partner:list': 200,
  'contact-partner:read': 200,
  'contact-partner:create': 201,
  'contact-partner:update': 200,
  'contact-partner:delete': 204,
};

const cases = (Object.keys(allowed) as ContactPermission[]).flatMap((permission) =>
  (Object.keys(accounts) as Account[]).map((account) => [permission, account] as const),
);

const snapshot = async (id: number) => ({
  person: await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  users: Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  ),
  deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
  mails: app.mailer.sent.length,
});

describe('contact persons role matrix', () => {
  it.each(cases)('%s as %s', async (permission, account) => {
    // A fresh person for each attempt, so that a write by one role never hides another's outcome.
    const { id } = await createContactPartner(app, headers.administrator, partner);
    const before = await snapshot(id);
    const response = await attempt[permission](headers[account], id);
    if (allowed[permission].includes(account)) {
      expect(response.statusCode).toBe(successStatus[permission]);
      return;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'access-denied' });
    expect(await snapshot(id)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const { id } = await createContactPartner(app, headers.administrator, partner);
    for (const permission of Object.keys(attempt) as ContactPermission[]) {
      const response = await attempt[permission]({ host: 'localhost' }, id);
      expect({ permission, status: response.statusCode }).toEqual({ permission, status: 401 });
    }
  });
});
