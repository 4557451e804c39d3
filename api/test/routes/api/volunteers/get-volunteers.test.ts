import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, insertVolunteers, OTHER_HOST, tenantIdOf } from './volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let demoTenant: number;

// Created one minute apart, in this order: the newest is the last one.
const people = [
  { name: 'Álvaro', surname: 'García López', email: 'alvaro@example.org', identification: 'X1234567L' },
  { name: 'beatriz', surname: 'Zamora Ruiz', email: 'bea_z@example.org', identification: '11111111H' },
  { name: 'Carmen', surname: 'Ñúñez Gil', email: 'carmen@example.org', status: 'validated' as const },
  { name: 'David', surname: 'Abad Pérez', email: 'david@example.org', status: 'inactive' as const },
  { name: 'Elena', surname: 'García Marín', email: 'elena@example.org', status: 'validated' as const },
];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  demoTenant = await tenantIdOf(app, DEMO_HOST);
  // The demo volunteers are older than these.
  await app.db.updateTable('users').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
  await insertVolunteers(
    app,
    demoTenant,
    people.map((person, index) => ({
      ...person,
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)).toISOString(),
    })),
  );
  // Someone of the other tenant who matches every search below.
  await insertVolunteers(app, await tenantIdOf(app, OTHER_HOST), [
    { name: 'Álvaro', surname: 'García Otra', email: 'alvaro.otra@example.org', identification: 'X1234567L' },
  ]);
});
afterAll(() => app.close());

const list = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/volunteers${query}`, headers });

const emailsOf = (body: { member: { email: string }[] }) => body.member.map((member) => member.email);

describe('GET /api/volunteers', () => {
  it('answers a JSON-LD collection of the tenant volunteers, newest first, without staff', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Volunteer',
      '@id': '/api/volunteers',
      '@type': 'Collection',
      // 5 above + the demo's validated, pending and invited volunteers.
      totalItems: 8,
    });
    expect(emailsOf(body).slice(0, 5)).toEqual([
      'elena@example.org',
      'david@example.org',
      'carmen@example.org',
      'bea_z@example.org',
      'alvaro@example.org',
    ]);
    expect(emailsOf(body)).not.toContain('admin@demo.example.org');
    expect(emailsOf(body)).not.toContain('alvaro.otra@example.org');
    expect(body.member[0]).toEqual({
      '@id': expect.stringMatching(/^\/api\/volunteers\/\d+$/),
      '@type': 'Volunteer',
      id: expect.any(Number),
      name: 'Elena',
      surname: 'García Marín',
      email: 'elena@example.org',
      phonePrefixMobile: null,
      phoneMobile: null,
      identification: null,
      status: 'validated',
      validatedAt: expect.any(String),
      createdAt: '2026-01-01T10:04:00.000Z',
      // Inserted without activating their account.
      accessStatus: 'no-access',
    });
  });

  it('says for each volunteer whether they have activated their account, so staff see it before validating', async () => {
    const byEmail = new Map(
      (await list('?itemsPerPage=100'))
        .json()
        .member.map((member: { email: string; accessStatus: string }) => [member.email, member.accessStatus]),
    );
    expect(byEmail.get('voluntaria@demo.example.org')).toBe('access');
    expect(byEmail.get('pendiente@demo.example.org')).toBe('access');
    // Invited, has not chosen a password yet.
    expect(byEmail.get('nueva@demo.example.org')).toBe('no-access');
  });

  it('pages on the server with view links that keep the filters', async () => {
    const first = (await list('?itemsPerPage=3&status=validated')).json();
    expect(first.totalItems).toBe(3);
    const all = (await list('?itemsPerPage=3')).json();
    expect(all.member).toHaveLength(3);
    expect(all.view).toEqual({
      '@id': '/api/volunteers?itemsPerPage=3&page=1',
      '@type': 'PartialCollectionView',
      first: '/api/volunteers?itemsPerPage=3&page=1',
      last: '/api/volunteers?itemsPerPage=3&page=3',
      next: '/api/volunteers?itemsPerPage=3&page=2',
    });
    const third = (await list('?itemsPerPage=3&page=3')).json();
    expect(third.member).toHaveLength(2);
    expect(third.view.previous).toBe('/api/volunteers?itemsPerPage=3&page=2');
    const pages = [all, (await list('?itemsPerPage=3&page=2')).json(), third].flatMap(emailsOf);
    expect(new Set(pages).size).toBe(8);
    const sorted = (await list('?q=garcia&order[surname]=desc&itemsPerPage=1')).json();
    expect(sorted.view.next).toBe('/api/volunteers?q=garcia&order%5Bsurname%5D=desc&itemsPerPage=1&page=2');
  });

  it('gives the total on a page past the end, and on later pages of a search', async () => {
    const pastTheEnd = (await list('?itemsPerPage=3&page=9')).json();
    expect(pastTheEnd).toMatchObject({ totalItems: 8, member: [] });
    expect((await list('?q=garcia&status=validated&page=2')).json()).toMatchObject({
      totalItems: 1,
      member: [],
    });
    const second = (await list('?q=garcia&itemsPerPage=1&page=2')).json();
    expect(second.totalItems).toBe(2);
    expect(emailsOf(second)).toEqual(['alvaro@example.org']);
  });

  it('caps itemsPerPage at 100', async () => {
    await insertVolunteers(
      app,
      demoTenant,
      Array.from({ length: 100 }, (_, index) => ({
        name: 'Masiva',
        surname: `Lote ${index}`,
        email: `lote.${index}@example.org`,
        createdAt: '2019-01-01T00:00:00.000Z',
      })),
    );
    const body = (await list('?itemsPerPage=500')).json();
    expect(body.totalItems).toBe(108);
    expect(body.member).toHaveLength(100);
    expect(body.view.last).toBe('/api/volunteers?itemsPerPage=100&page=2');
    await app.db.deleteFrom('users').where('name', '=', 'Masiva').execute();
  });

  it('searches name, surname, email and identification ignoring case and accents', async () => {
    expect(emailsOf((await list('?q=ALVARO')).json())).toEqual(['alvaro@example.org']);
    expect(emailsOf((await list('?q=garcía')).json())).toEqual(['elena@example.org', 'alvaro@example.org']);
    expect(emailsOf((await list('?q=nunez')).json())).toEqual(['carmen@example.org']);
    expect(emailsOf((await list('?q=x1234567l')).json())).toEqual(['alvaro@example.org']);
    expect(emailsOf((await list('?q=bea_z')).json())).toEqual(['bea_z@example.org']);
    // Every word must match; wildcards are plain characters.
    expect(emailsOf((await list('?q=garcia%20marin')).json())).toEqual(['elena@example.org']);
    expect((await list('?q=%25')).json().totalItems).toBe(0);
    expect((await list('?q=bea%5Fz')).json().totalItems).toBe(1);
    expect((await list('?q=b_a')).json().totalItems).toBe(0);
  });

  it('filters by status', async () => {
    expect(emailsOf((await list('?status=validated')).json())).toEqual([
      'elena@example.org',
      'carmen@example.org',
      'voluntaria@demo.example.org',
    ]);
    expect(emailsOf((await list('?status=inactive')).json())).toEqual(['david@example.org']);
    const pending = (await list('?status=pending')).json();
    expect(emailsOf(pending).sort()).toEqual([
      'alvaro@example.org',
      'bea_z@example.org',
      'nueva@demo.example.org',
      'pendiente@demo.example.org',
    ]);
    expect((await list('?status=pending&q=alvaro')).json().totalItems).toBe(1);
  });

  it('sorts by name, surname, email and creation date, ignoring case and accents', async () => {
    const names = async (query: string) =>
      (await list(`${query}&itemsPerPage=100`)).json().member.map((m: { name: string }) => m.name);
    expect(await names('?order[name]=asc')).toEqual([
      'Álvaro',
      'beatriz',
      'Carmen',
      'David',
      'Elena',
      'Nerea',
      'Pablo',
      'Valeria',
    ]);
    expect((await names('?order[name]=desc'))[0]).toBe('Valeria');
    const surnames = (await list('?order[surname]=asc&q=%40example.org')).json().member;
    expect(surnames.map((m: { surname: string }) => m.surname)).toEqual([
      'Abad Pérez',
      'García López',
      'García Marín',
      'Ñúñez Gil',
      'Zamora Ruiz',
    ]);
    expect(emailsOf((await list('?order[email]=desc&q=%40example.org')).json())[0]).toBe('elena@example.org');
    expect(emailsOf((await list('?order[createdAt]=asc&q=%40example.org')).json())[0]).toBe(
      'alvaro@example.org',
    );
  });

  it('answers 400 bad-request with violations for bad query values, never 500', async () => {
    for (const [query, path] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?itemsPerPage=-1', 'itemsPerPage'],
      ['?status=deleted', 'status'],
      ['?order[name]=up', 'order[name]'],
      ['?order[password]=asc', 'order[password]'],
      [`?q=${'a'.repeat(101)}`, 'q'],
      ['?status=pending&status=validated', 'status'],
    ]) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toBe('bad-request');
      expect(response.json().violations[0].propertyPath).toBe(path);
    }
  });

  it('refuses a signed-in account at once when it is deactivated, and serves it again when restored', async () => {
    const staff = await authAs(app, 'tecnica@demo.example.org');
    expect((await list('', staff)).statusCode).toBe(200);
    const deactivate = (active: number) =>
      app.db.updateTable('users').set({ active }).where('email', '=', 'tecnica@demo.example.org').execute();
    await deactivate(0);
    try {
      for (const query of ['', '?status=pending', '?q=garcia', '?page=2&itemsPerPage=2']) {
        const response = await list(query, staff);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 401 });
        expect(response.json().error).toBe('token-invalid');
      }
    } finally {
      await deactivate(1);
    }
    expect((await list('?status=pending', staff)).statusCode).toBe(200);
    // A volunteer's own token is refused (403) before any list is read.
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    expect((await list('', volunteer)).statusCode).toBe(403);
  });

  it('leaves deleted volunteers out of the list and the count', async () => {
    await app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('email', '=', 'david@example.org')
      .execute();
    const body = (await list('?q=%40example.org')).json();
    expect(body.totalItems).toBe(4);
    expect(emailsOf(body)).not.toContain('david@example.org');
    expect((await list('?status=inactive')).json().totalItems).toBe(0);
  });
});
