import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  dayFromToday,
  DEMO_HOST,
  insertBeneficiaries,
  OTHER_HOST,
  tenantIdOf,
} from './beneficiary-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let demoTenant: number;

// Created one minute apart, in this order: the newest is the last one.
const people = [
  {
    name: 'Álvaro',
    surname: 'García López',
    email: 'alvaro@example.org',
    identification: 'X1234567L',
    birthday: '1960-04-10',
    disability: ['motor'],
  },
  { name: 'beatriz', surname: 'Zamora Ruiz', email: 'bea_z@example.org', birthday: dayFromToday(-12) },
  {
    name: 'Carmen',
    surname: 'Ñúñez Gil',
    identification: '11111111H',
    birthday: '1999-12-31',
    disability: ['intellectual', 'sensory'],
  },
  { name: 'David', surname: 'Abad Pérez', email: 'david@example.org', birthday: dayFromToday(-5) },
  {
    name: 'Elena',
    surname: 'García Marín',
    email: 'elena@example.org',
    birthday: dayFromToday(-18),
    disability: ['sensory'],
  },
];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  demoTenant = await tenantIdOf(app, DEMO_HOST);
  await insertBeneficiaries(
    app,
    demoTenant,
    people.map((person, index) => ({
      ...person,
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)).toISOString(),
    })),
  );
  // Someone of the other tenant who matches every search and filter below.
  await insertBeneficiaries(app, await tenantIdOf(app, OTHER_HOST), [
    {
      name: 'Álvaro',
      surname: 'García Otra',
      email: 'alvaro.otra@example.org',
      identification: 'X1234567L',
      birthday: dayFromToday(-10),
      disability: ['motor', 'sensory'],
    },
  ]);
});
afterAll(() => app.close());

const list = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/beneficiaries${query}`, headers });

const namesOf = (body: { member: { name: string }[] }) => body.member.map((member) => member.name);

describe('GET /api/beneficiaries', () => {
  it('answers a JSON-LD collection of the tenant beneficiaries, newest first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Beneficiary',
      '@id': '/api/beneficiaries',
      '@type': 'Collection',
      totalItems: 5,
    });
    expect(namesOf(body)).toEqual(['Elena', 'David', 'Carmen', 'beatriz', 'Álvaro']);
    expect(body.member[1]).toEqual({
      '@id': expect.stringMatching(/^\/api\/beneficiaries\/\d+$/),
      '@type': 'Beneficiary',
      id: expect.any(Number),
      name: 'David',
      surname: 'Abad Pérez',
      email: 'david@example.org',
      phonePrefixMobile: null,
      phoneMobile: null,
      identification: null,
      birthday: dayFromToday(-5),
      ageGroup: 'minor',
      isMinor: true,
      disability: [],
      hasDisability: false,
      tutor: null,
      createdAt: '2026-01-01T10:03:00.000Z',
    });
  });

  it('pages on the server with view links that keep the filters', async () => {
    const first = (await list('?itemsPerPage=2')).json();
    expect(first.member).toHaveLength(2);
    expect(first.view).toEqual({
      '@id': '/api/beneficiaries?itemsPerPage=2&page=1',
      '@type': 'PartialCollectionView',
      first: '/api/beneficiaries?itemsPerPage=2&page=1',
      last: '/api/beneficiaries?itemsPerPage=2&page=3',
      next: '/api/beneficiaries?itemsPerPage=2&page=2',
    });
    const third = (await list('?itemsPerPage=2&page=3')).json();
    expect(namesOf(third)).toEqual(['Álvaro']);
    expect(third.view.previous).toBe('/api/beneficiaries?itemsPerPage=2&page=2');
    const pages = [first, (await list('?itemsPerPage=2&page=2')).json(), third].flatMap(namesOf);
    expect(new Set(pages).size).toBe(5);
    const filtered = (
      await list('?q=garcia&ageGroup=adult&hasDisability=true&order[birthday]=desc&itemsPerPage=1')
    ).json();
    expect(filtered.totalItems).toBe(2);
    expect(filtered.view.next).toBe(
      '/api/beneficiaries?q=garcia&ageGroup=adult&hasDisability=true&order%5Bbirthday%5D=desc&itemsPerPage=1&page=2',
    );
  });

  it('caps itemsPerPage at 100', async () => {
    await insertBeneficiaries(
      app,
      demoTenant,
      Array.from({ length: 100 }, (_, index) => ({
        name: 'Masiva',
        surname: `Lote ${index}`,
        birthday: '1990-01-01',
        createdAt: '2019-01-01T00:00:00.000Z',
      })),
    );
    const body = (await list('?itemsPerPage=500')).json();
    expect(body.totalItems).toBe(105);
    expect(body.member).toHaveLength(100);
    expect(body.view.last).toBe('/api/beneficiaries?itemsPerPage=100&page=2');
    await app.db.deleteFrom('beneficiaries').where('name', '=', 'Masiva').execute();
  });

  it('searches name, surname, email and identification ignoring case and accents', async () => {
    expect(namesOf((await list('?q=ALVARO')).json())).toEqual(['Álvaro']);
    expect(namesOf((await list('?q=garcía')).json())).toEqual(['Elena', 'Álvaro']);
    expect(namesOf((await list('?q=NUNEZ')).json())).toEqual(['Carmen']);
    expect(namesOf((await list('?q=x1234567l')).json())).toEqual(['Álvaro']);
    expect(namesOf((await list('?q=11111111h')).json())).toEqual(['Carmen']);
    expect(namesOf((await list('?q=bea_z%40example')).json())).toEqual(['beatriz']);
    // Every word must match; wildcards are plain characters.
    expect(namesOf((await list('?q=garcia%20marin')).json())).toEqual(['Elena']);
    expect((await list('?q=%25')).json().totalItems).toBe(0);
    expect((await list('?q=b_a')).json().totalItems).toBe(0);
  });

  it('filters by age group, computed from the birthday (18 today is adult)', async () => {
    expect(namesOf((await list('?ageGroup=minor')).json())).toEqual(['David', 'beatriz']);
    expect(namesOf((await list('?ageGroup=adult')).json())).toEqual(['Elena', 'Carmen', 'Álvaro']);
    expect((await list('?ageGroup=minor&q=zamora')).json().totalItems).toBe(1);
  });

  it('filters by disability, yes or no, or by type', async () => {
    expect(namesOf((await list('?hasDisability=true')).json())).toEqual(['Elena', 'Carmen', 'Álvaro']);
    expect(namesOf((await list('?hasDisability=false')).json())).toEqual(['David', 'beatriz']);
    expect(namesOf((await list('?disability=sensory')).json())).toEqual(['Elena', 'Carmen']);
    expect(namesOf((await list('?disability=motor&ageGroup=adult')).json())).toEqual(['Álvaro']);
    expect((await list('?disability=wheelchair')).json().totalItems).toBe(0);
  });

  it('sorts by name, surname, creation date and birthday, ignoring case and accents', async () => {
    expect(namesOf((await list('?order[name]=asc')).json())).toEqual([
      'Álvaro',
      'beatriz',
      'Carmen',
      'David',
      'Elena',
    ]);
    expect(namesOf((await list('?order[name]=desc')).json())[0]).toBe('Elena');
    const surnames = (await list('?order[surname]=asc')).json().member;
    expect(surnames.map((m: { surname: string }) => m.surname)).toEqual([
      'Abad Pérez',
      'García López',
      'García Marín',
      'Ñúñez Gil',
      'Zamora Ruiz',
    ]);
    expect(namesOf((await list('?order[createdAt]=asc')).json())[0]).toBe('Álvaro');
    expect(namesOf((await list('?order[birthday]=asc')).json())).toEqual([
      'Álvaro',
      'Carmen',
      'Elena',
      'beatriz',
      'David',
    ]);
    expect(namesOf((await list('?order[birthday]=desc')).json())[0]).toBe('David');
  });

  it('answers 400 bad-request with violations for bad query values, never 500', async () => {
    for (const [query, path] of [
      ['?page=0', 'page'],
      ['?itemsPerPage=abc', 'itemsPerPage'],
      ['?ageGroup=elderly', 'ageGroup'],
      ['?hasDisability=yes', 'hasDisability'],
      ['?disability=flying', 'disability'],
      ['?order[birthday]=up', 'order[birthday]'],
      ['?order[email]=asc', 'order[email]'],
      [`?q=${'a'.repeat(101)}`, 'q'],
      ['?ageGroup=adult&ageGroup=minor', 'ageGroup'],
    ]) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toBe('bad-request');
      expect(response.json().violations[0].propertyPath).toBe(path);
    }
  });

  it('leaves deleted beneficiaries out of the list and the count', async () => {
    await app.db
      .updateTable('beneficiaries')
      .set({ deleted_at: new Date().toISOString() })
      .where('name', '=', 'David')
      .execute();
    const body = (await list()).json();
    expect(body.totalItems).toBe(4);
    expect(namesOf(body)).not.toContain('David');
    expect((await list('?ageGroup=minor')).json().totalItems).toBe(1);
  });
});
