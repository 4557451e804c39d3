import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_PLACE_NAMES, jsonHeaders, validPlace } from './place-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  for (const place of [
    { name: 'Ágora del barrio', type: 'classroom', capacity: 60, accessStatus: 'access' },
    { name: 'zona de estudio', type: 'classroom', capacity: 12, accessStatus: 'no-access' },
    {
      name: 'Despacho Norte',
      type: 'office',
      capacity: 2,
      accessStatus: 'access',
      address: 'Calle Granada 9',
    },
  ]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/places',
      headers: jsonHeaders(admin),
      payload: JSON.stringify(validPlace(place)),
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/places${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (body: { member: { name: string }[] }) => body.member.map((m) => m.name);

describe('GET /api/places', () => {
  it('lists the tenant places by name, ignoring case and accents, as a JSON-LD collection', async () => {
    const body = await list();
    expect(body).toMatchObject({ '@id': '/api/places', '@type': 'Collection', totalItems: 6 });
    expect(names(body)).toEqual([
      'Ágora del barrio',
      DEMO_PLACE_NAMES[0],
      'Despacho Norte',
      DEMO_PLACE_NAMES[1],
      DEMO_PLACE_NAMES[2],
      'zona de estudio',
    ]);
    expect(body.member[0]).toEqual({
      '@id': expect.stringMatching(/^\/api\/places\/\d+$/),
      '@type': 'Place',
      id: expect.any(Number),
      name: 'Ágora del barrio',
      type: 'classroom',
      capacity: 60,
      capacityPolicy: 'warn',
      accessStatus: 'access',
      address: 'Plaza de la Merced 3',
      postalCode: '29012',
      addressLocationName: 'Málaga',
      accesible: true,
      hasProjector: true,
      hasComputer: false,
      hasWhiteboard: true,
      hasAirConditioning: false,
      createdAt: expect.any(String),
    });
  });

  it('pages with links', async () => {
    const body = await list('?itemsPerPage=4&page=2');
    expect(names(body)).toEqual([DEMO_PLACE_NAMES[2], 'zona de estudio']);
    expect(body.view).toMatchObject({
      first: '/api/places?itemsPerPage=4&page=1',
      previous: '/api/places?itemsPerPage=4&page=1',
      last: '/api/places?itemsPerPage=4&page=2',
    });
  });

  it('searches the name and street without accents or case', async () => {
    expect(names(await list('?q=AGORA'))).toEqual(['Ágora del barrio']);
    expect(names(await list('?q=informatica carreteria'))).toEqual([DEMO_PLACE_NAMES[0]]);
    expect(names(await list('?q=granada'))).toEqual(['Despacho Norte']);
    expect((await list('?q=nada%20de%20esto')).totalItems).toBe(0);
  });

  it('filters by type and access status', async () => {
    expect(names(await list('?type=office'))).toEqual(['Despacho Norte', DEMO_PLACE_NAMES[1]]);
    expect(names(await list('?accessStatus=no-access'))).toEqual([DEMO_PLACE_NAMES[1], 'zona de estudio']);
    const both = await list('?type=classroom&accessStatus=no-access');
    expect(names(both)).toEqual(['zona de estudio']);
    expect(both.view['@id']).toBe('/api/places?type=classroom&accessStatus=no-access&page=1');
  });

  it('orders by capacity or creation date when asked', async () => {
    const byCapacity = await list('?order[capacity]=desc');
    expect(byCapacity.member.map((m: { capacity: number }) => m.capacity)).toEqual([60, 40, 16, 12, 4, 2]);
    expect(byCapacity.view['@id']).toBe('/api/places?order%5Bcapacity%5D=desc&page=1');
    expect(names(await list('?order[createdAt]=desc')).slice(0, 3)).toEqual([
      'Despacho Norte',
      'zona de estudio',
      'Ágora del barrio',
    ]);
  });

  it('answers 400 with violations for filters and orders it does not know', async () => {
    for (const query of [
      '?type=garage',
      '?accessStatus=x',
      '?order[address]=asc',
      '?order[name]=up',
      '?page=0',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/places${query}`, headers: admin });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toBe('bad-request');
    }
  });
});
