import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  DEMO_HOST,
  insertEvents,
  insertVolunteers,
  jsonHeaders,
  listEvents,
  tenantIdOf,
  userIdOf,
} from './security-event-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let tenantId: number;
let adminId: number;
let tecnicaId: number;

// Around two of Spain's midnights: 1 March (winter time, UTC+1) and 1 April (summer time, UTC+2).
const FIXED = [
  {
    key: 'e1',
    type: 'sign-in-failed',
    occurred_at: '2026-02-28T22:59:59.000Z',
    subject_email: 'Intrusa@Example.org',
  },
  {
    key: 'e2',
    type: 'sign-in-failed',
    occurred_at: '2026-02-28T23:00:00.000Z',
    subject_email: 'otra@example.org',
  },
  { key: 'e3', type: 'sign-in', occurred_at: '2026-03-01T10:00:00.000Z', actor: 'admin' },
  { key: 'e4', type: 'import', occurred_at: '2026-03-31T21:59:59.000Z', actor: 'tecnica' },
  { key: 'e5', type: 'import', occurred_at: '2026-03-31T22:00:00.000Z', actor: 'tecnica' },
] as const;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  tenantId = await tenantIdOf(app, DEMO_HOST);
  adminId = await userIdOf(app, 'admin@demo.example.org');
  tecnicaId = await userIdOf(app, 'tecnica@demo.example.org');
  const actors = { admin: adminId, tecnica: tecnicaId };
  const inserted = await insertEvents(
    app,
    tenantId,
    FIXED.map(({ key: _key, ...event }) => ({
      type: event.type,
      occurred_at: event.occurred_at,
      actor_id: 'actor' in event ? actors[event.actor] : null,
      subject_email: 'subject_email' in event ? event.subject_email : null,
      ip_address: '203.0.113.7',
      details: '{}',
    })),
  );
  FIXED.forEach(({ key }, index) => (ids[key] = inserted[index]));
});
afterAll(() => app.close());

const keysOf = (body: { member: { id: number }[] }) =>
  body.member.map((member) => Object.keys(ids).find((key) => ids[key] === member.id) ?? member.id);

const list = async (query: string) => {
  const response = await listEvents(app, admin, query);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/security_events', () => {
  it('shows a validation with who did it, whom it concerns, when, from which address and browser', async () => {
    const [volunteerId] = await insertVolunteers(app, tenantId, [
      { name: 'Marta', surname: 'Ruiz Gil', email: 'marta.ruiz@example.org' },
    ]);
    const validate = () =>
      app.inject({
        method: 'POST',
        url: `/api/volunteers/${volunteerId}/validate`,
        headers: jsonHeaders({ ...admin, 'user-agent': 'Mozilla/5.0 (Prueba)' }),
        payload: '{}',
      });
    expect((await validate()).statusCode).toBe(200);
    // Validating again changes nothing, and records nothing either.
    expect((await validate()).statusCode).toBe(200);

    const body = await list('?type=volunteer-validated');
    expect(body).toMatchObject({ '@id': '/api/security_events', '@type': 'Collection', totalItems: 1 });
    expect(body.member[0]).toEqual({
      '@id': expect.stringMatching(/^\/api\/security_events\/\d+$/),
      '@type': 'SecurityEvent',
      id: expect.any(Number),
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      type: 'volunteer-validated',
      actor: {
        '@id': `/api/users/${adminId}`,
        '@type': 'User',
        name: expect.any(String),
        surname: expect.any(String),
        email: 'admin@demo.example.org',
      },
      subject: {
        '@id': `/api/volunteers/${volunteerId}`,
        '@type': 'Volunteer',
        person: {
          '@id': `/api/users/${volunteerId}`,
          '@type': 'User',
          name: 'Marta',
          surname: 'Ruiz Gil',
          email: 'marta.ruiz@example.org',
        },
        email: null,
      },
      ipAddress: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Prueba)',
      details: {},
    });
  });

  it('lists the newest first and pages, keeping the filters in the page links', async () => {
    const first = await list('?type=import&itemsPerPage=1');
    expect(keysOf(first)).toEqual(['e5']);
    expect(first.totalItems).toBe(2);
    expect(first.view).toMatchObject({
      first: '/api/security_events?type=import&itemsPerPage=1&page=1',
      last: '/api/security_events?type=import&itemsPerPage=1&page=2',
      next: '/api/security_events?type=import&itemsPerPage=1&page=2',
    });
    expect(keysOf(await list('?type=import&itemsPerPage=1&page=2'))).toEqual(['e4']);
    expect(keysOf(await list('?type=import&order[occurredAt]=asc'))).toEqual(['e4', 'e5']);
  });

  it('takes from and to as whole days of the organisation (Spain), both included', async () => {
    expect(keysOf(await list('?from=2026-03-01&to=2026-03-31'))).toEqual(['e4', 'e3', 'e2']);
    expect(keysOf(await list('?to=2026-02-28'))).toEqual(['e1']);
    expect(keysOf(await list('?from=2026-04-01&to=2026-04-01'))).toEqual(['e5']);
  });

  it('filters by event type and by who did it', async () => {
    expect(keysOf(await list('?type=sign-in-failed'))).toEqual(['e2', 'e1']);
    expect(keysOf(await list(`?actor=/api/users/${tecnicaId}&to=2026-10-31`))).toEqual(['e5', 'e4']);
    expect(keysOf(await list(`?actor=/api/users/${adminId}&to=2026-10-31`))).toEqual(['e3']);
  });

  it('finds an email whatever its case: the one tried, or the email of who did it', async () => {
    expect(keysOf(await list('?q=INTRUSA@example'))).toEqual(['e1']);
    expect(keysOf(await list('?q=tecnica@demo&to=2026-10-31'))).toEqual(['e5', 'e4']);
    expect(await list('?q=nadie@example.org')).toMatchObject({ totalItems: 0, member: [] });
  });

  it('answers 400 to a range that ends before it starts, a day that does not exist and unknown values', async () => {
    const range = await listEvents(app, admin, '?from=2026-03-02&to=2026-03-01');
    expect(range.statusCode).toBe(400);
    expect(range.json()).toMatchObject({
      status: 400,
      error: 'bad-request',
      violations: [{ propertyPath: 'to', message: 'date-start-after-date-end' }],
    });
    const day = await listEvents(app, admin, '?from=2026-02-30');
    expect(day.json()).toMatchObject({
      status: 400,
      violations: [{ propertyPath: 'from', message: 'field-not-valid-date' }],
    });
    for (const query of [
      '?type=password',
      '?actor=/api/volunteers/3',
      '?itemsPerPage=0',
      '?order[type]=asc',
      `?q=${'a'.repeat(255)}`,
    ]) {
      expect({ query, status: (await listEvents(app, admin, query)).statusCode }).toEqual({
        query,
        status: 400,
      });
    }
  });
});
