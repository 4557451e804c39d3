import { type Permission, PERMISSIONS, type StaffRole } from '@enlace/shared/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authAs, ROLE_ACCOUNTS, type RoleAccount } from '../routes/api/volunteers/volunteer-fixtures';
import { buildTestApp } from './build-test-app';
import { type RouteCall, sendCall } from './route-call';

/**
 * The staff roles each demo account holds (the seed's): an administrator and a coordinator are technical staff
 * too (docs/adr/0046-staff-and-promotion.md); volunteers and partner contacts hold none.
 */
const STAFF_ROLES_OF: Record<RoleAccount, readonly StaffRole[]> = {
  administrator: ['employee', 'employee-admin'],
  employee: ['employee'],
  coordinator: ['employee', 'coordinator'],
  volunteer: [],
  partner: [],
};

/** Whether the role matrix (PERMISSIONS, docs/roles.md) lets the demo account do it: any of its roles may. */
export const mayDo = (account: RoleAccount, permission: Permission): boolean => {
  const granted: readonly string[] | string = PERMISSIONS[permission];
  return typeof granted === 'string' || STAFF_ROLES_OF[account].some((role) => granted.includes(role));
};

/** One row of a resource's route table: the permission a request needs and what it answers when allowed. */
export interface MatrixRoute {
  permission: Permission;
  /** The status of the request when the role may do it. */
  success: number;
  /** The request, on a fresh target whose id is given. */
  call: (id: number) => RouteCall;
}

export interface RoleMatrixOptions {
  /** The describe title: `<name> role matrix`. */
  name: string;
  routes: MatrixRoute[];
  /** Runs once, after sign-in, before any attempt (e.g. creates the partner that contact persons belong to). */
  setUp?: (app: FastifyInstance, administrator: Record<string, string>) => Promise<void>;
  /** A fresh target for each attempt, so that a write by one role never hides another's outcome. */
  freshId: (app: FastifyInstance, administrator: Record<string, string>) => Promise<number>;
  /** What a refused request must leave unchanged. */
  snapshot: (app: FastifyInstance, id: number) => Promise<unknown>;
}

/**
 * The role × route matrix of one resource: every demo account tries every route on a fresh target; an account
 * the matrix allows gets the route's success status, any other gets 403 access-denied and changes nothing; no
 * session gets 401 and changes nothing.
 */
export function describeRoleMatrix({ name, routes, setUp, freshId, snapshot }: RoleMatrixOptions) {
  let app: FastifyInstance;
  const headers = {} as Record<RoleAccount, Record<string, string>>;
  beforeAll(async () => {
    app = await buildTestApp();
    for (const account of Object.keys(ROLE_ACCOUNTS) as RoleAccount[]) {
      headers[account] = await authAs(app, ROLE_ACCOUNTS[account]);
    }
    await setUp?.(app, headers.administrator);
  });
  afterAll(() => app.close());

  const attempt = (
    route: MatrixRoute,
    auth: Record<string, string>,
    id: number,
  ): Promise<LightMyRequestResponse> => sendCall(app, auth, route.call(id));

  const cases = routes.flatMap((route) =>
    (Object.keys(ROLE_ACCOUNTS) as RoleAccount[]).map(
      (account) => [route.permission, account, route] as const,
    ),
  );

  describe(`${name} role matrix`, () => {
    it.each(cases)('%s as %s', async (permission, account, route) => {
      const id = await freshId(app, headers.administrator);
      const before = await snapshot(app, id);
      const response = await attempt(route, headers[account], id);
      if (mayDo(account, permission)) {
        expect(response.statusCode).toBe(route.success);
        return;
      }
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, error: 'access-denied' });
      expect(await snapshot(app, id)).toEqual(before);
    });

    it('answers 401 without a session and changes nothing', async () => {
      const id = await freshId(app, headers.administrator);
      const before = await snapshot(app, id);
      for (const route of routes) {
        const response = await attempt(route, { host: 'localhost' }, id);
        expect({ permission: route.permission, status: response.statusCode }).toEqual({
          permission: route.permission,
          status: 401,
        });
      }
      expect(await snapshot(app, id)).toEqual(before);
    });
  });
}
