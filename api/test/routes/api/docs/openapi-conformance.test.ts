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

describe('the properties an answer always carries', () => {
  const schemaOf = async (path: string, status = '200') => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs.json', headers: admin })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const content = doc.paths[path]!.get!.responses[status]!.content!;
    return content['application/ld+json'] as {
      schema: {
        required?: string[];
        properties: Record<string, { required?: string[]; items?: { required?: string[] } }>;
      };
    };
  };

  it('are required in the description; a collection member goes without its @context', async () => {
    const item = (await schemaOf('/api/volunteers/{id}')).schema;
    expect(item.required).toEqual(expect.arrayContaining(['@context', '@id', '@type', 'email', 'status']));
    const list = (await schemaOf('/api/volunteers')).schema;
    expect(list.required).toEqual(expect.arrayContaining(['@context', 'totalItems', 'member', 'view']));
    expect(list.properties.member!.items!.required).toEqual(expect.arrayContaining(['@id', 'email']));
    expect(list.properties.member!.items!.required).not.toContain('@context');
    // Sent only where there is such a page.
    expect(list.properties.view!.required).toEqual(['@id', '@type']);
  });

  it('are what every answer of the tests carries: an answer without one fails its test', async () => {
    const checked = await buildTestApp();
    // A route whose answer leaves out a property its schema lists, as a faulty mapper would.
    checked.get(
      '/api/faulty-answer',
      {
        schema: {
          response: {
            200: { type: 'object', properties: { name: { type: 'string' }, email: { type: 'string' } } },
          },
        },
      },
      async () => ({ name: 'Ana' }),
    );
    const answer = await checked.inject({ method: 'GET', url: '/api/faulty-answer' });
    expect(answer.json()).toEqual({ name: 'Ana' });
    await expect(checked.close()).rejects.toThrow(
      /GET \/api\/faulty-answer 200: \/ must have required property 'email'/,
    );
  });
});
