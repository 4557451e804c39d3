import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { trustProxyFrom } from '../../../src/options';
import { safeDetails } from '../../../src/plugins/repositories/security-log-repository';
import { buildTestApp } from '../../helpers/build-test-app';
import {
  authAs,
  DEMO_HOST,
  insertVolunteers,
  jsonHeaders,
  storedEvents,
  tenantIdOf,
} from '../../routes/api/security-events/security-event-fixtures';

/** A request as the sign-in route would see it: a tenant, no signed-in user yet. */
function anonymousRequest(tenant: { id: number }, headers: Record<string, string> = {}) {
  const log = { error: jest.fn(), warn: jest.fn() };
  return {
    request: { tenant, currentUser: null, headers, ip: '198.51.100.4', log } as unknown as FastifyRequest,
    log,
  };
}

describe('securityLogRepository.record', () => {
  let app: FastifyInstance;
  let tenantId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    tenantId = await tenantIdOf(app, DEMO_HOST);
  });
  afterAll(() => app.close());

  it('keeps the email tried and the user agent, cut to their limits, and no secret among the details', async () => {
    const { request } = anonymousRequest({ id: tenantId }, { 'user-agent': 'a'.repeat(600) });
    const email = `${'x'.repeat(300)}@example.org`;
    await app.securityLogRepository.record(request, {
      type: 'sign-in-failed',
      actorId: null,
      subject: { email },
      details: {
        reason: 'wrong-password',
        password: 'Enlace-demo-2026',
        refreshToken: 'abc',
        mfaCode: '123456',
      },
    });
    const [stored] = await storedEvents(app, tenantId, 'sign-in-failed');
    expect(stored).toMatchObject({
      actor_id: null,
      subject_email: email.slice(0, 254),
      ip_address: '198.51.100.4',
      user_agent: 'a'.repeat(512),
    });
    expect(JSON.parse(stored.details)).toEqual({ reason: 'wrong-password' });
  });

  it('never fails the request it belongs to: a failed write is logged and the call resolves', async () => {
    const { request, log } = anonymousRequest({ id: 987654 });
    await expect(
      app.securityLogRepository.record(request, { type: 'sign-in-failed' }),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'sign-in-failed' }),
      'security event not recorded',
    );
  });
});

describe('safeDetails', () => {
  it('keeps plain values under plain names, cuts long texts and drops secrets, nested values and odd names', () => {
    expect(
      safeDetails({
        list: 'volunteers',
        rows: 12,
        complete: false,
        note: null,
        name: 'n'.repeat(250),
        newPassword: 'secreto',
        resetCode: '1234',
        'bad key': 'x',
        nested: { a: 1 } as unknown as string,
        infinite: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({ list: 'volunteers', rows: 12, complete: false, note: null, name: 'n'.repeat(200) });
  });
});

describe('a security log that cannot be written', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('does not stop the action it records', async () => {
    const admin = await authAs(app, 'admin@demo.example.org');
    const [volunteerId] = await insertVolunteers(app, await tenantIdOf(app, DEMO_HOST), [
      { name: 'Pablo', surname: 'Mora Sáez', email: 'pablo.mora@example.org' },
    ]);
    await sql`DROP TABLE security_events`.execute(app.db);
    const response = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${volunteerId}/validate`,
      headers: jsonHeaders(admin),
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'validated' });
  });
});

describe('the client address', () => {
  it.each([
    ['the forwarded client behind a trusted proxy', '127.0.0.1', '203.0.113.9'],
    ["the connection's address when no proxy is trusted", false, '127.0.0.1'],
  ] as const)('records %s', async (_case, trustProxy, recorded) => {
    const app = await buildTestApp({ trustProxy });
    try {
      const admin = await authAs(app, 'admin@demo.example.org');
      await app.inject({
        method: 'GET',
        url: '/api/places/export',
        headers: { ...admin, 'x-forwarded-for': '203.0.113.9' },
      });
      const [event] = await storedEvents(app, await tenantIdOf(app, DEMO_HOST), 'export');
      expect(event.ip_address).toBe(recorded);
    } finally {
      await app.close();
    }
  });

  it('reads TRUST_PROXY as none, every proxy, or a list of addresses and ranges', () => {
    expect([undefined, '', ' false '].map(trustProxyFrom)).toEqual([false, false, false]);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('10.0.0.2, 10.1.0.0/16')).toBe('10.0.0.2, 10.1.0.0/16');
  });
});
