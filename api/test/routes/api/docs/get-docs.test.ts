import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/docs.json', () => {
  it('describes the API in OpenAPI on a configured origin, and on no other host', async () => {
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/api/docs.json',
      headers: { host: 'anything.example' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs.json',
      headers: { host: 'otra.localhost' },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login_check',
        '/api/token/refresh',
        '/api/users/activate/{code}',
        '/api/volunteers',
        '/api/volunteers/{id}',
        '/api/volunteers/{id}/validate',
        '/api/partners',
        '/api/partners/{id}',
        '/api/contact_partners',
        '/api/contact_partners/{id}',
        '/matomo-config',
        '/api/employees',
        '/api/employees/{id}',
        '/api/coordinators',
        '/api/coordinators/{id}',
        '/api/volunteers/{id}/promote',
        '/api/me',
        '/api/volunteers/export',
        '/api/available_activities',
        '/api/available_activities/{id}',
        '/api/me/interventions',
      ]),
    );
    expect(doc.paths['/api/volunteers/{id}'].delete.summary).toMatch(/motivo/);
    expect(Object.keys(doc.paths['/api/volunteers'])).toEqual(expect.arrayContaining(['get', 'post']));
    for (const resource of ['partners', 'contact_partners']) {
      expect(Object.keys(doc.paths[`/api/${resource}`])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths[`/api/${resource}/{id}`])).toEqual(
        expect.arrayContaining(['get', 'patch', 'delete']),
      );
    }
    expect(doc.paths['/api/partners/{id}'].delete.responses).toHaveProperty('409');
    expect(doc.paths['/api/contact_partners/{id}'].delete.summary).toMatch(/motivo/);
    expect(doc.paths['/api/volunteers/export'].get.responses['200'].content).toHaveProperty('text/csv');
    expect(doc.paths['/api/partners'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'legalType', 'agreementStatus', 'order[expirationDate]']),
    );
    expect(doc.paths['/api/partners/export'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'legalType', 'agreementStatus', 'order[name]']),
    );
    expect(doc.paths['/api/partners/export'].get.responses['200'].content).toHaveProperty('text/csv');
    expect(Object.keys(doc.paths['/api/my-partner'])).toEqual(['get']);

    const collection = doc.paths['/api/beneficiaries'];
    const item = doc.paths['/api/beneficiaries/{id}'];
    expect(Object.keys(collection)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
    const listParameters = collection.get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(listParameters).toEqual(
      expect.arrayContaining([
        'page',
        'itemsPerPage',
        'q',
        'ageGroup',
        'hasDisability',
        'disability',
        'order[birthday]',
      ]),
    );
    const bodyOf = (operation: {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    }) => Object.values(operation.requestBody.content)[0].schema.properties;
    expect(Object.keys(bodyOf(collection.post))).toEqual(
      expect.arrayContaining(['name', 'birthday', 'disability', 'notes', 'tutor', 'tutorName', 'relation']),
    );
    expect(Object.keys(bodyOf(item.patch))).toContain('tutor');
    expect(Object.keys(collection.post.responses)).toEqual(expect.arrayContaining(['201', '403', '422']));
    expect(item.get.responses['200'].content['application/ld+json'].schema.properties).toHaveProperty(
      'tutoredPersons',
    );
    expect(item.delete.summary).toMatch(/motivo/);
    const exported = doc.paths['/api/beneficiaries/export'].get;
    expect(Object.keys(exported.responses['200'].content)).toEqual(['text/csv']);
    expect(exported.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'ageGroup', 'hasDisability', 'disability', 'order[surname]']),
    );
    for (const path of ['/api/employees', '/api/coordinators']) {
      expect(Object.keys(doc.paths[path])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths[`${path}/{id}`])).toEqual(
        expect.arrayContaining(['get', 'patch', 'delete']),
      );
      expect(doc.paths[`${path}/{id}`].delete.summary).toMatch(/motivo/);
      expect(doc.paths[path].get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['q', 'isAdmin', 'order[surname]']),
      );
      const staffExport = doc.paths[`${path}/export`].get;
      expect(Object.keys(staffExport.responses['200'].content)).toEqual(['text/csv']);
      expect(staffExport.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['q', 'isAdmin', 'order[surname]']),
      );
    }
    expect(doc.paths['/api/volunteers/{id}/promote'].post.responses).toHaveProperty('409');
    expect(Object.keys(doc.paths['/api/me'])).toEqual(expect.arrayContaining(['get', 'patch']));
  });
});
