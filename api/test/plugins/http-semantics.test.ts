import type { FastifyInstance } from 'fastify';
import { routePattern } from '../../src/plugins/errors';
import { buildTestApp } from '../helpers/build-test-app';
import { authAs, createVolunteerWith, jsonHeaders } from '../routes/api/volunteers/volunteer-fixtures';

// HTTP as clients expect it of any API: 415 for a body type no route reads, 405 with Allow for a method a path
// does not have, WWW-Authenticate on 401, and conditional GET (ETag, If-None-Match → 304).
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

type Operation = { requestBody?: { content: Record<string, unknown> } };

/** The JSON writes of the API description (POST and PATCH with a JSON body), their path parameters filled in. */
async function jsonWrites(): Promise<{ method: string; url: string }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs.json', headers: admin })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'post' || method === 'patch')
      .filter(([, operation]) =>
        Object.keys(operation.requestBody?.content ?? {}).some((type) => type.includes('json')),
      )
      .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

describe('415 Unsupported Media Type', () => {
  it('answers a text/plain body on every JSON write with 415, before anything else', async () => {
    const routes = await jsonWrites();
    expect(routes.length).toBeGreaterThan(30);
    const answers = [];
    for (const { method, url } of routes) {
      const answer = await app.inject({
        method: method as 'POST',
        url,
        headers: { ...admin, 'content-type': 'text/plain' },
        payload: '{"name":"Texto"}',
      });
      answers.push({ method, url, status: answer.statusCode });
    }
    console.log(
      `415 on ${answers.filter(({ status }) => status === 415).length} of ${answers.length} JSON writes`,
    );
    expect(answers.filter(({ status }) => status !== 415)).toEqual([]);
  });
});

describe('405 Method Not Allowed', () => {
  it('names the methods a path has, and is 404 for a path that does not exist', async () => {
    const put = await app.inject({ method: 'PUT', url: '/api/volunteers', headers: admin });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(put.json()).toMatchObject({ status: 405, error: 'method-not-allowed' });

    const onItem = await app.inject({ method: 'POST', url: '/api/volunteers/12', headers: admin });
    expect(onItem.statusCode).toBe(405);
    expect(onItem.headers.allow).toBe('DELETE, GET, HEAD, PATCH');

    const login = await app.inject({ method: 'GET', url: '/api/login_check' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');

    const nowhere = await app.inject({ method: 'GET', url: '/api/no-existe', headers: admin });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.headers.allow).toBeUndefined();
  });

  it('reads a route path as the paths it answers', () => {
    expect(routePattern('/api/volunteers/:id').test('/api/volunteers/7')).toBe(true);
    expect(routePattern('/api/volunteers/:id').test('/api/volunteers/7/validate')).toBe(false);
    expect(routePattern('/cdn/*').test('/cdn/demo/logo.png')).toBe(true);
    expect(routePattern('/api/contexts/:type.jsonld').test('/api/contexts/Volunteer.jsonld')).toBe(true);
  });
});

describe('401 Unauthorized', () => {
  it('says how to authenticate, and that a token sent was refused', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/volunteers' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer realm="Enlace"/);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/volunteers',
      headers: { ...admin, authorization: 'Bearer no-es-un-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toBe('Bearer realm="Enlace", error="invalid_token"');
  });
});

describe('conditional GET', () => {
  it('answers 304 to a collection whose ETag the client already has, and 200 once it changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/volunteers', headers: admin });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/volunteers',
      headers: { ...admin, 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createVolunteerWith(app, admin, { email: 'condicional@example.org', identification: '45678901G' });
    const changed = await app.inject({
      method: 'GET',
      url: '/api/volunteers',
      headers: { ...admin, 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('answers 304 to an item by its own tag (the one If-Match checks), until it is changed', async () => {
    const created = await createVolunteerWith(app, admin, {
      email: 'condicional-item@example.org',
      identification: '56789012B',
    });
    const url = `/api/volunteers/${created.id}`;
    const first = await app.inject({ method: 'GET', url, headers: admin });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"\d+-/);
    expect(
      (await app.inject({ method: 'GET', url, headers: { ...admin, 'if-none-match': tag } })).statusCode,
    ).toBe(304);
    // A write is never answered 304.
    const patch = await app.inject({
      method: 'PATCH',
      url,
      headers: { ...jsonHeaders(admin, 'application/merge-patch+json'), 'if-none-match': tag },
      payload: JSON.stringify({ name: 'Cambiada' }),
    });
    expect(patch.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url, headers: { ...admin, 'if-none-match': tag } })).statusCode,
    ).toBe(200);
  });
});
