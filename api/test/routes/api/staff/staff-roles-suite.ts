import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, ROLE_ACCOUNTS, type RoleAccount } from '../volunteers/volunteer-fixtures';
import { type StaffKind, staffApi, validStaffMember } from './staff-fixtures';

// docs/roles.md: every staff role lists and reads employees and coordinators; only administrators create, edit
// and delete them; whoever lists them may export the list's selection. Volunteers and partner contacts are refused everything with 403 access-denied.
const accounts = ROLE_ACCOUNTS;
type Account = RoleAccount;
type Action = 'list' | 'read' | 'create' | 'update' | 'delete' | 'export';

const allowed: Record<Action, Account[]> = {
  list: ['administrator', 'employee', 'coordinator'],
  read: ['administrator', 'employee', 'coordinator'],
  create: ['administrator'],
  update: ['administrator'],
  delete: ['administrator'],
  export: ['administrator', 'employee', 'coordinator'],
};

const successStatus: Record<Action, number> = {
  list: 200,
  read: 200,
  create: 201,
  update: 200,
  delete: 204,
  export: 200,
};

/** The role × action matrix of one staff list. */
export function describeStaffRoleMatrix(kind: StaffKind) {
  let app: FastifyInstance;
  let api: ReturnType<typeof staffApi>;
  const headers = {} as Record<Account, Record<string, string>>;
  beforeAll(async () => {
    app = await buildTestApp();
    api = staffApi(app, kind);
    for (const account of Object.keys(accounts) as Account[]) {
      headers[account] = await authAs(app, accounts[account]);
    }
  });
  afterAll(() => app.close());

  /** A fresh target for each attempt, so that a write by one role never hides another's outcome. */
  const freshId = async (): Promise<number> =>
    (await api.create(headers.administrator, validStaffMember())).json().id;

  const attempt: Record<
    Action,
    (auth: Record<string, string>, id: number) => Promise<LightMyRequestResponse>
  > = {
    list: (auth) => api.list(auth),
    read: (auth, id) => api.get(auth, id),
    create: (auth) => api.create(auth, validStaffMember()),
    update: (auth, id) => api.patch(auth, id, { department: 'Cambiado' }),
    delete: (auth, id) => api.remove(auth, id, { reason: 'admin_action' }),
    export: (auth) => api.exportCsv(auth),
  };

  const snapshot = async (id: number) => ({
    users: await app.db.selectFrom('users').selectAll().orderBy('id').execute(),
    target: await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
    mails: app.mailer.sent.length,
  });

  const cases = (Object.keys(allowed) as Action[]).flatMap((action) =>
    (Object.keys(accounts) as Account[]).map((account) => [`${kind}:${action}`, action, account] as const),
  );

  describe(`${kind}s role matrix`, () => {
    it.each(cases)('%s as %s', async (_permission, action, account) => {
      const id = await freshId();
      const before = await snapshot(id);
      const response = await attempt[action](headers[account], id);
      if (allowed[action].includes(account)) {
        expect(response.statusCode).toBe(successStatus[action]);
        return;
      }
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, error: 'access-denied' });
      expect(await snapshot(id)).toEqual(before);
    });

    it('answers 401 without a session', async () => {
      const id = await freshId();
      for (const action of Object.keys(attempt) as Action[]) {
        const response = await attempt[action]({ host: 'localhost' }, id);
        expect({ action, status: response.statusCode }).toEqual({ action, status: 401 });
      }
    });
  });
}
