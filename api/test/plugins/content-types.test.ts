import type { FastifyInstance } from 'fastify';
import { jsonDepth, MAX_BODY_DEPTH } from '../../src/plugins/content-types';
import { buildTestApp } from '../helpers/build-test-app';
import { authAs } from '../routes/api/volunteers/volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

/** A merge patch nested `levels` deep: {"a":{"a":…}} (5,000 levels is about 30 KB). */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Every write route of the API description, with its path parameters filled in. */
async function writeRoutes(): Promise<{ method: string; url: string }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs.json', headers: admin })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'patch', 'put', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

describe('bodies nested too deep', () => {
  it('measures the nesting of the text, not of brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]"}')).toBe(1);
    expect(jsonDepth(nested(5000))).toBe(5000);
  });

  it('answers 400 body-too-deep on every PATCH route, and on every other write route', async () => {
    const routes = await writeRoutes();
    expect(routes.filter((route) => route.method === 'PATCH').length).toBeGreaterThan(10);
    const body = nested(5000);
    for (const { method, url } of routes) {
      for (const type of ['application/merge-patch+json', 'application/ld+json', 'application/json']) {
        const response = await app.inject({
          method: method as 'PATCH',
          url,
          headers: { ...admin, 'content-type': type },
          payload: body,
        });
        expect({ method, url, type, status: response.statusCode, error: response.json().error }).toEqual({
          method,
          url,
          type,
          status: 400,
          error: 'body-too-deep',
        });
      }
    }
  });

  it(`still takes a body nested ${MAX_BODY_DEPTH} levels`, async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ address: 'Calle Mayor 1', extra: JSON.parse(nested(MAX_BODY_DEPTH - 1)) }),
    });
    expect(response.statusCode).not.toBe(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
