import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../../src/lib/passwords';
import { DEMO_PASSWORD } from '../../../helpers/build-test-app';
import {
  authAs,
  jsonHeaders,
  personRow,
  type StoredPerson,
  validPerson,
} from '../volunteers/volunteer-fixtures';

export type StaffKind = 'employee' | 'coordinator';

export const STAFF = {
  employee: { path: '/api/employees', type: 'Employee', createFailed: 'employee-create-failed' },
  coordinator: { path: '/api/coordinators', type: 'Coordinator', createFailed: 'coordinator-create-failed' },
} as const;

/** The demo tenant's staff (README): an administrator, a technician and a coordinator. */
export const DEMO_STAFF = {
  admin: 'admin@demo.example.org',
  technician: 'tecnica@demo.example.org',
  coordinator: 'coordinacion@demo.example.org',
} as const;

/** A complete, valid employee or coordinator payload (spec §5 plus department and admin flag). */
export const validStaffMember = (overrides: Record<string, unknown> = {}) =>
  validPerson({
    name: 'Marta',
    surname: 'Ruiz Gómez',
    department: 'Programas',
    isAdmin: false,
    ...overrides,
  });

export const messagesOf = (violations: { propertyPath: string; message: string }[], path: string) =>
  violations.filter((v) => v.propertyPath === path).map((v) => v.message);

/** The staff routes of one kind, called with the given headers. */
export function staffApi(app: FastifyInstance, kind: StaffKind) {
  const { path } = STAFF[kind];
  return {
    list: (headers: Record<string, string>, query = '') =>
      app.inject({ method: 'GET', url: `${path}${query}`, headers }),
    exportCsv: (headers: Record<string, string>, query = '') =>
      app.inject({ method: 'GET', url: `${path}/export${query}`, headers }),
    create: (headers: Record<string, string>, payload: object) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: jsonHeaders(headers),
        payload: JSON.stringify(payload),
      }),
    get: (headers: Record<string, string>, id: number) =>
      app.inject({ method: 'GET', url: `${path}/${id}`, headers }),
    patch: (headers: Record<string, string>, id: number, payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `${path}/${id}`,
        headers: jsonHeaders(headers, 'application/merge-patch+json'),
        payload: JSON.stringify(payload),
      }),
    remove: (headers: Record<string, string>, id: number, payload?: object) =>
      app.inject({
        method: 'DELETE',
        url: `${path}/${id}`,
        headers: payload ? jsonHeaders(headers, 'application/json') : headers,
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      }),
  };
}

export const userIdOf = async (app: FastifyInstance, email: string) =>
  (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

export interface StoredStaffMember extends StoredPerson {
  roles: string[];
  department?: string | null;
}

/** Staff members written straight to the database (with chosen creation dates); returns their ids. */
export async function insertStaff(
  app: FastifyInstance,
  tenantId: number,
  people: StoredStaffMember[],
): Promise<number[]> {
  const rows = await app.db
    .insertInto('users')
    .values(
      people.map(({ roles, department, ...person }) =>
        personRow(tenantId, person, {
          profile: 'employee',
          roles: JSON.stringify(roles),
          department: department ?? null,
        }),
      ),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Activates an invited account with the demo password (as if the person had followed the link) and signs in. */
export async function activateAndSignIn(app: FastifyInstance, id: number) {
  const user = await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD), active: 1, activation_code: null })
    .where('id', '=', id)
    .returning('email')
    .executeTakeFirstOrThrow();
  return authAs(app, user.email);
}
