import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { NOT_IDS } from '../../../helpers/item-ids';
import { type RouteCall, sendCall } from '../../../helpers/route-call';
import { authAs, ROLE_ACCOUNTS } from './certificate-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let volunteer: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, ROLE_ACCOUNTS.administrator);
  volunteer = await authAs(app, ROLE_ACCOUNTS.volunteer);
});
afterAll(() => app.close());

type Method = RouteCall['method'];

// The routes of a volunteer's certificates, with a body its method takes.
const VOLUNTEER_ROUTES: [Method, string, object | undefined][] = [
  ['GET', '/api/volunteers/{id}/certificates', undefined],
  ['POST', '/api/volunteers/{id}/certificates', {}],
  ['GET', '/api/volunteers/{id}/certificates/1.pdf', undefined],
];

describe("the routes of a volunteer's certificates", () => {
  it.each(VOLUNTEER_ROUTES)(
    '%s %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (method, path, payload) => {
      for (const id of NOT_IDS) {
        const response = await sendCall(app, admin, { method, url: path.replace('{id}', id), payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().violations).toEqual([
          { propertyPath: 'id', message: 'field-not-valid-regex' },
        ]);
      }
    },
  );

  it.each(VOLUNTEER_ROUTES)(
    '%s %s answers 404 not-found for an unknown id',
    async (method, path, payload) => {
      const response = await sendCall(app, admin, { method, url: path.replace('{id}', '999999'), payload });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
    },
  );
});

// A certificate's PDF is named by its id and `.pdf`, for staff and for the volunteer.
const FILE_ROUTES: [string, () => Record<string, string>][] = [
  ['/api/volunteers/1/certificates/{file}', () => admin],
  ['/api/me/certificates/{file}', () => volunteer],
];

describe("the address of a certificate's PDF", () => {
  it.each(FILE_ROUTES)(
    'GET %s refuses a file that is not an id and .pdf, naming the file',
    async (path, headers) => {
      for (const file of [...NOT_IDS.map((id) => `${id}.pdf`), '1', '1.txt', '1.pdf.pdf']) {
        const response = await sendCall(app, headers(), { method: 'GET', url: path.replace('{file}', file) });
        expect(response.statusCode).toBe(400);
        expect(response.json().violations).toEqual([
          { propertyPath: 'file', message: 'field-not-valid-regex' },
        ]);
      }
    },
  );

  it.each(FILE_ROUTES)('GET %s answers 404 not-found for an unknown certificate', async (path, headers) => {
    const response = await sendCall(app, headers(), {
      method: 'GET',
      url: path.replace('{file}', '999999.pdf'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });
});
