import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';
import { DEMO_STAFF, insertStaff, STAFF, type StaffKind, staffApi } from './staff-fixtures';

const rolesOf = (kind: StaffKind, admin: boolean) => [
  'user',
  'employee',
  ...(admin ? ['employee-admin'] : []),
  ...(kind === 'coordinator' ? ['coordinator'] : []),
];

/** The list of employees or coordinators: only its kind, paging, search, the admin filter, sorting. */
export function describeStaffList(kind: StaffKind) {
  const { path, type } = STAFF[kind];
  const other: StaffKind = kind === 'employee' ? 'coordinator' : 'employee';
  // The demo staff of this list, newest first (same creation date: the later id first).
  const demo = kind === 'employee' ? [DEMO_STAFF.technician, DEMO_STAFF.admin] : [DEMO_STAFF.coordinator];
  const demoAdmins: string[] = kind === 'employee' ? [DEMO_STAFF.admin] : [];
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let api: ReturnType<typeof staffApi>;

  // Created one minute apart, in this order: the newest is the last one.
  const people = [
    { name: 'Álvaro', surname: 'García López', email: 'alvaro@example.org', identification: 'X1234567L' },
    {
      name: 'beatriz',
      surname: 'Zamora Ruiz',
      email: 'bea_z@example.org',
      admin: true,
      department: 'Dirección',
    },
    { name: 'Carmen', surname: 'Ñúñez Gil', email: 'carmen@example.org', department: 'Programas' },
  ];

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await authAs(app, DEMO_STAFF.admin);
    api = staffApi(app, kind);
    // The demo people are older than these.
    await app.db.updateTable('users').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
    const demoTenant = await tenantIdOf(app, DEMO_HOST);
    await insertStaff(
      app,
      demoTenant,
      people.map(({ admin: isAdmin, ...person }, index) => ({
        ...person,
        roles: rolesOf(kind, isAdmin === true),
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)).toISOString(),
      })),
    );
    // Someone of the other list and someone of the other tenant who match every search below.
    await insertStaff(app, demoTenant, [
      {
        name: 'Álvaro',
        surname: 'García Otro',
        email: 'alvaro.otro@example.org',
        roles: rolesOf(other, true),
      },
    ]);
    await insertStaff(app, await tenantIdOf(app, OTHER_HOST), [
      {
        name: 'Álvaro',
        surname: 'García Otra',
        email: 'alvaro.otra@example.org',
        roles: rolesOf(kind, true),
      },
    ]);
  });
  afterAll(() => app.close());

  const emailsOf = (body: { member: { email: string }[] }) => body.member.map((member) => member.email);
  const list = async (query = '') => {
    const response = await api.list(admin, query);
    expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
    return response.json();
  };

  describe(`GET ${path}`, () => {
    it(`answers a JSON-LD collection of the tenant's ${kind}s only, newest first`, async () => {
      const response = await api.list(admin);
      expect(response.headers['content-type']).toContain('application/ld+json');
      const body = response.json();
      expect(body).toMatchObject({
        '@context': `/api/contexts/${type}`,
        '@id': path,
        '@type': 'Collection',
        totalItems: 3 + demo.length,
      });
      expect(emailsOf(body)).toEqual([
        'carmen@example.org',
        'bea_z@example.org',
        'alvaro@example.org',
        ...demo,
      ]);
      expect(body.member[1]).toEqual({
        '@id': expect.stringMatching(new RegExp(`^${path}/\\d+$`)),
        '@type': type,
        id: expect.any(Number),
        name: 'beatriz',
        surname: 'Zamora Ruiz',
        email: 'bea_z@example.org',
        phonePrefixMobile: null,
        phoneMobile: null,
        identification: null,
        department: 'Dirección',
        isAdmin: true,
        roles: rolesOf(kind, true),
        accessStatus: 'no-access',
        createdAt: '2026-01-01T10:01:00.000Z',
      });
    });

    it('pages on the server with view links that keep the filters', async () => {
      const first = await list('?itemsPerPage=2');
      expect(first.member).toHaveLength(2);
      expect(first.view).toMatchObject({
        '@id': `${path}?itemsPerPage=2&page=1`,
        first: `${path}?itemsPerPage=2&page=1`,
        next: `${path}?itemsPerPage=2&page=2`,
      });
      const second = await list('?itemsPerPage=2&page=2');
      expect(second.view.previous).toBe(`${path}?itemsPerPage=2&page=1`);
      const pages = [first, second, await list('?itemsPerPage=2&page=3')].flatMap(emailsOf);
      expect(new Set(pages).size).toBe(3 + demo.length);
      const filtered = await list('?q=garcia&isAdmin=false&order[surname]=desc&itemsPerPage=1');
      expect(filtered.view['@id']).toBe(
        `${path}?q=garcia&isAdmin=false&order%5Bsurname%5D=desc&itemsPerPage=1&page=1`,
      );
    });

    it('searches name, surname, email and identification ignoring case and accents', async () => {
      expect(emailsOf(await list('?q=ALVARO'))).toEqual(['alvaro@example.org']);
      expect(emailsOf(await list('?q=nunez'))).toEqual(['carmen@example.org']);
      expect(emailsOf(await list('?q=x1234567l'))).toEqual(['alvaro@example.org']);
      expect(emailsOf(await list('?q=bea_z'))).toEqual(['bea_z@example.org']);
      expect(emailsOf(await list('?q=garcia%20lopez'))).toEqual(['alvaro@example.org']);
      expect((await list('?q=%25')).totalItems).toBe(0);
    });

    it('filters administrators in or out', async () => {
      expect(emailsOf(await list('?isAdmin=true'))).toEqual(['bea_z@example.org', ...demoAdmins]);
      expect(emailsOf(await list('?isAdmin=false'))).toEqual([
        'carmen@example.org',
        'alvaro@example.org',
        ...demo.filter((email) => !demoAdmins.includes(email)),
      ]);
      expect((await list('?isAdmin=true&q=carmen')).totalItems).toBe(0);
    });

    it('sorts by name, surname, email and creation date, ignoring case and accents', async () => {
      const names = async (query: string) =>
        (await list(`${query}&q=%40example.org`)).member.map((m: { name: string }) => m.name);
      expect(await names('?order[name]=asc')).toEqual(['Álvaro', 'beatriz', 'Carmen']);
      expect(await names('?order[name]=desc')).toEqual(['Carmen', 'beatriz', 'Álvaro']);
      expect(await names('?order[surname]=asc')).toEqual(['Álvaro', 'Carmen', 'beatriz']);
      expect(await names('?order[email]=desc')).toEqual(['Carmen', 'beatriz', 'Álvaro']);
      expect(await names('?order[createdAt]=asc')).toEqual(['Álvaro', 'beatriz', 'Carmen']);
    });

    it('answers 400 bad-request with violations for bad query values, never 500', async () => {
      for (const [query, propertyPath] of [
        ['?page=0', 'page'],
        ['?itemsPerPage=abc', 'itemsPerPage'],
        ['?isAdmin=yes', 'isAdmin'],
        ['?order[name]=up', 'order[name]'],
        ['?order[department]=asc', 'order[department]'],
        [`?q=${'a'.repeat(101)}`, 'q'],
      ]) {
        const response = await api.list(admin, query);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json().error).toBe('bad-request');
        expect(response.json().violations[0].propertyPath).toBe(propertyPath);
      }
    });

    it('leaves deleted people out of the list and the count', async () => {
      await app.db
        .updateTable('users')
        .set({ deleted_at: new Date().toISOString() })
        .where('email', '=', 'carmen@example.org')
        .execute();
      const body = await list('?q=%40example.org');
      expect(body.totalItems).toBe(2);
      expect(emailsOf(body)).not.toContain('carmen@example.org');
    });
  });
}
