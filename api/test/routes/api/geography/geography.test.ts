import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });

describe('geography', () => {
  it('lists every country, 30 per page, with Spanish names', async () => {
    const page = (await get('/api/countries')).json();
    expect(page['@type']).toBe('Collection');
    expect(page.totalItems).toBeGreaterThanOrEqual(249);
    expect(page.member).toHaveLength(30);
    expect(page.view.next).toBe('/api/countries?page=2');
    const all = (await get('/api/countries?pagination=false')).json();
    expect(all.member).toHaveLength(all.totalItems);
    expect(all.member).toContainEqual({
      '@id': '/api/countries/724',
      '@type': 'Country',
      id: 724,
      name: 'España',
      iso: 'ES',
      geonameId: null,
    });
  });

  it('cascades from Spain to its communities, provinces and municipalities', async () => {
    const states = (await get('/api/states?country=/api/countries/724&itemsPerPage=50')).json();
    expect(states.totalItems).toBe(19);
    expect(states.member.map((s: { name: string }) => s.name)).toContain('Andalucía');

    const provinces = (await get(`/api/provinces?state=${encodeURIComponent('/api/states/1')}`)).json();
    expect(provinces.totalItems).toBe(8);
    expect(provinces.member.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual([
      4, 11, 14, 18, 21, 23, 29, 41,
    ]);

    const all = (await get('/api/locations?province=29')).json();
    expect(all.totalItems).toBe(103);
  });

  it('finds municipalities by name without accents, the ones starting with it first', async () => {
    const found = (await get('/api/locations?province=29&search=malaga')).json();
    expect(found.member[0]).toMatchObject({ '@id': '/api/locations/29067', name: 'Málaga' });
    const cadiz = (await get('/api/locations?search=CADIZ')).json();
    expect(cadiz.member.map((l: { name: string }) => l.name)).toContain('Cádiz');
  });

  it('counts the whole of Spain', async () => {
    const all = (await get('/api/locations?itemsPerPage=1')).json();
    expect(all.totalItems).toBeGreaterThan(8000);
    expect(all.member).toHaveLength(1);
  });

  it('answers an item by its IRI and 404 for an unknown one', async () => {
    expect((await get('/api/provinces/29')).json()).toMatchObject({
      '@type': 'Province',
      name: 'Málaga',
      iso: 'ES-MA',
    });
    const missing = await get('/api/countries/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not-found');
  });

  it('answers 400 with violations for a bad filter or page', async () => {
    const response = await get('/api/states?country=spain');
    expect(response.statusCode).toBe(400);
    expect(response.json().violations[0]).toMatchObject({ propertyPath: 'country' });
    expect((await get('/api/countries?page=0')).statusCode).toBe(400);
  });
});
