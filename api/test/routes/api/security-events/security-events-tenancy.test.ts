import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  DEMO_HOST,
  insertEvents,
  listEvents,
  OTHER_HOST,
  tenantIdOf,
  userIdOf,
} from './security-event-fixtures';

let app: FastifyInstance;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let adminAId: number;

beforeAll(async () => {
  app = await buildTestApp();
  adminA = await authAs(app, 'admin@demo.example.org');
  adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  adminAId = await userIdOf(app, 'admin@demo.example.org');
  await insertEvents(app, await tenantIdOf(app, DEMO_HOST), [
    {
      type: 'export',
      occurred_at: '2026-05-04T08:00:00.000Z',
      actor_id: adminAId,
      details: '{"list":"volunteers","rows":3}',
    },
    {
      type: 'sign-in-failed',
      occurred_at: '2026-05-04T09:00:00.000Z',
      subject_email: 'solo-de-a@example.org',
    },
  ]);
  await insertEvents(app, await tenantIdOf(app, OTHER_HOST), [
    {
      type: 'sign-in-failed',
      occurred_at: '2026-05-05T09:00:00.000Z',
      subject_email: 'solo-de-b@example.org',
    },
  ]);
});
afterAll(() => app.close());

describe('security log across tenants', () => {
  it("shows each administrator their own organisation's entries only", async () => {
    const a = (await listEvents(app, adminA, '?to=2026-10-31')).json();
    expect(a.member.map((event: { type: string }) => event.type)).toEqual(['sign-in-failed', 'export']);
    const b = (await listEvents(app, adminB, '?to=2026-10-31')).json();
    expect(b.member.map((event: { subject: { email: string } }) => event.subject.email)).toEqual([
      'solo-de-b@example.org',
    ]);
  });

  it("finds nothing of A's in B, by email or by A's administrator", async () => {
    expect((await listEvents(app, adminB, '?q=solo-de-a')).json()).toMatchObject({ totalItems: 0 });
    expect((await listEvents(app, adminB, `?actor=/api/users/${adminAId}`)).json()).toMatchObject({
      totalItems: 0,
    });
  });

  it("answers 404 to a token used on the other organisation's host", async () => {
    for (const headers of [
      { ...adminB, host: DEMO_HOST },
      { ...adminA, host: OTHER_HOST },
    ]) {
      const response = await listEvents(app, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
    }
  });
});
