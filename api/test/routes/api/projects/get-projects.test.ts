import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, insertProjects, tenantIdOf } from './project-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;

const projects = [
  { name: 'Ágora digital', dateStart: '2026-03-01', status: 'active' as const },
  { name: 'banco de Alimentos', dateStart: '2025-09-01', status: 'closed' as const },
  { name: 'Cine de verano', dateStart: '2026-06-15', status: 'closed' as const, dateEnd: null },
  { name: 'Ñandú: huerto escolar', dateStart: '2026-03-01', status: 'active' as const },
];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  // A list of known projects only: the demo one goes.
  await app.db.deleteFrom('projects').execute();
  await insertProjects(app, await tenantIdOf(app, DEMO_HOST), projects);
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/projects${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (body: { member: { name: string }[] }) => body.member.map((member) => member.name);

describe('GET /api/projects', () => {
  it('lists the projects by name (accents and case aside) as a JSON-LD collection', async () => {
    const body = await list();
    expect(body).toMatchObject({ '@id': '/api/projects', '@type': 'Collection', totalItems: 4 });
    expect(names(body)).toEqual([
      'Ágora digital',
      'banco de Alimentos',
      'Cine de verano',
      'Ñandú: huerto escolar',
    ]);
    expect(body.member[2]).toEqual({
      '@id': expect.stringMatching(/^\/api\/projects\/\d+$/),
      '@type': 'Project',
      id: expect.any(Number),
      name: 'Cine de verano',
      dateStart: '2026-06-15',
      dateEnd: null,
      status: 'closed',
      createdAt: expect.any(String),
    });
  });

  it('pages the list', async () => {
    const first = await list('?itemsPerPage=3');
    expect(names(first)).toHaveLength(3);
    expect(first.totalItems).toBe(4);
    expect(first.view).toMatchObject({
      first: '/api/projects?itemsPerPage=3&page=1',
      last: '/api/projects?itemsPerPage=3&page=2',
      next: '/api/projects?itemsPerPage=3&page=2',
    });
    expect(names(await list('?itemsPerPage=3&page=2'))).toEqual(['Ñandú: huerto escolar']);
  });

  it('searches the name without accents or case, and filters by status', async () => {
    expect(names(await list('?q=NANDU'))).toEqual(['Ñandú: huerto escolar']);
    expect(names(await list('?q=agora%20digi'))).toEqual(['Ágora digital']);
    const closed = await list('?status=closed');
    expect(names(closed)).toEqual(['banco de Alimentos', 'Cine de verano']);
    expect(closed.view['@id']).toBe('/api/projects?status=closed&page=1');
    expect(names(await list('?status=active&q=huerto'))).toEqual(['Ñandú: huerto escolar']);
    expect((await list('?q=ninguno')).totalItems).toBe(0);
  });

  it('orders by start date (then by name) or by name, either way', async () => {
    expect(names(await list('?order[dateStart]=asc'))).toEqual([
      'banco de Alimentos',
      'Ágora digital',
      'Ñandú: huerto escolar',
      'Cine de verano',
    ]);
    expect(names(await list('?order[dateStart]=desc'))).toEqual([
      'Cine de verano',
      'Ágora digital',
      'Ñandú: huerto escolar',
      'banco de Alimentos',
    ]);
    expect(names(await list('?order[name]=desc'))[0]).toBe('Ñandú: huerto escolar');
  });

  it('answers 400 to an unknown order, status or page', async () => {
    for (const query of ['?order[createdAt]=asc', '?order[name]=up', '?status=draft', '?page=0']) {
      const response = await app.inject({ method: 'GET', url: `/api/projects${query}`, headers: admin });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
