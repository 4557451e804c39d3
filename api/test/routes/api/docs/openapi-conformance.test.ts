import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs } from '../volunteers/volunteer-fixtures';

// The description says what the API sends, so that a client generated from it matches the answers.
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

type Response = { content?: Record<string, unknown>; headers?: Record<string, unknown> };
type Operation = { operationId?: string; responses: Record<string, Response> };

const operationsOf = async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs.json', headers: admin })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
  );
};

describe('the OpenAPI description', () => {
  it('gives every operation a unique operationId', async () => {
    const operations = await operationsOf();
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      operations.find(({ path, method }) => path === '/api/volunteers/{id}' && method === 'get')?.operation
        .operationId,
    ).toBe('getVolunteersById');
  });

  it('declares the JSON answers under /api as application/ld+json, as they are served', async () => {
    const operations = await operationsOf();
    const plainJson = operations.filter(
      ({ path, operation }) =>
        path.startsWith('/api/') &&
        Object.values(operation.responses).some((response) => response.content?.['application/json']),
    );
    expect(plainJson.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const served = await app.inject({ method: 'GET', url: '/api/volunteers', headers: admin });
    expect(served.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const refused = await app.inject({ method: 'GET', url: '/api/volunteers/999999', headers: admin });
    expect(refused.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    // The CSV answers keep their own type.
    const exported = operations.find(({ path }) => path === '/api/volunteers/export');
    expect(Object.keys(exported!.operation.responses['200']!.content ?? {})).toContain('text/csv');
  });

  it('declares the Location of every 201, which the answers carry', async () => {
    const created = (await operationsOf()).filter(({ operation }) => operation.responses['201']);
    expect(created.length).toBeGreaterThan(10);
    expect(created.filter(({ operation }) => !operation.responses['201']!.headers?.Location)).toEqual([]);
  });
});
