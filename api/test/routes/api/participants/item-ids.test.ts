import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { NOT_IDS } from '../../../helpers/item-ids';
import { type RouteCall, sendCall } from '../../../helpers/route-call';
import { authAs } from './participant-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

type Method = RouteCall['method'];

// Every route of an intervention's participants, with a body its method takes.
const INTERVENTION_ROUTES: [Method, string, object | undefined][] = [
  ['GET', '/api/interventions/{id}/participants', undefined],
  ['POST', '/api/interventions/{id}/participants', { person: '/api/volunteers/1' }],
];
const PARTICIPANT_ROUTES: [Method, string][] = [
  ['DELETE', '/api/interventions/{id}/participants/{participantId}'],
  ['POST', '/api/interventions/{id}/participants/{participantId}/consent'],
];

const call = (method: Method, url: string, payload?: object) =>
  sendCall(app, admin, { method, url, payload });

describe("the routes of an intervention's participants", () => {
  it.each(INTERVENTION_ROUTES)(
    '%s %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (method, path, body) => {
      for (const id of NOT_IDS) {
        const response = await call(method, path.replace('{id}', id), body);
        expect(response.statusCode).toBe(400);
        expect(response.json().violations).toEqual([
          { propertyPath: 'id', message: 'field-not-valid-regex' },
        ]);
      }
    },
  );

  it.each(INTERVENTION_ROUTES)(
    '%s %s answers 404 not-found for an unknown intervention',
    async (method, path, body) => {
      const response = await call(method, path.replace('{id}', '999999'), body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
    },
  );

  it.each(PARTICIPANT_ROUTES)(
    '%s %s refuses an intervention or a participant id that is not one, naming which',
    async (method, path) => {
      for (const id of NOT_IDS) {
        const cases: [string, string][] = [
          ['id', path.replace('{id}', id).replace('{participantId}', '1')],
          ['participantId', path.replace('{id}', '1').replace('{participantId}', id)],
        ];
        for (const [name, url] of cases) {
          const response = await call(method, url);
          expect(response.statusCode).toBe(400);
          expect(response.json().violations).toEqual([
            { propertyPath: name, message: 'field-not-valid-regex' },
          ]);
        }
      }
    },
  );

  it.each(PARTICIPANT_ROUTES)(
    '%s %s answers 404 not-found for an unknown intervention or participant',
    async (method, path) => {
      for (const url of [
        path.replace('{id}', '999999').replace('{participantId}', '1'),
        path.replace('{id}', '1').replace('{participantId}', '999999'),
      ]) {
        const response = await call(method, url);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('not-found');
      }
    },
  );
});
