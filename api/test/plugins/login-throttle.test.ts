import type { FastifyInstance } from 'fastify';
import {
  type AttemptPolicy,
  memoryAttemptCounters,
  redisAttemptCounters,
} from '../../src/lib/attempt-counters';
import { addressKey } from '../../src/plugins/login-throttle';
import { buildTestApp, DEMO_PASSWORD } from '../helpers/build-test-app';
import { describeWithRedis, testRedisPrefix, testRedisUrl } from '../helpers/test-redis';

const WRONG = 'Una-clave-equivocada-1';
const ACCOUNT = 'tecnica@demo.example.org';

/** A sign-in from the given client address. */
const signIn = (app: FastifyInstance, email: string, password: string, address = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { host: 'localhost' },
    remoteAddress: address,
    payload: { email, password },
  });

/** Thirteen addresses, as an attacker with a few machines would use. */
const addresses = Array.from({ length: 13 }, (_, index) => `203.0.113.${index + 1}`);

let now: number;
beforeEach(() => {
  now = Date.parse('2026-11-25T10:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

describe('sign-in failures per account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('holds an account back after five failures from any addresses, even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await signIn(app, ACCOUNT, WRONG, addresses[i])).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const held = await signIn(app, ACCOUNT, DEMO_PASSWORD, addresses[7]);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      status: 429,
      error: 'account-temporarily-locked',
      description: expect.stringMatching(/^Demasiados intentos fallidos con esta cuenta/),
      retryAfter: 15,
    });
    expect(held.headers['retry-after']).toBe('15');
    expect(held.json()).not.toHaveProperty('token');
    // Once the wait is over, the right password signs in and the count starts again.
    now += 15_000;
    expect((await signIn(app, ACCOUNT, DEMO_PASSWORD, addresses[8])).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn(app, ACCOUNT, WRONG)).statusCode).toBe(401);
  });

  it('makes each failure wait longer, then locks for 15 minutes: at most 13 failures an hour', async () => {
    const email = 'coordinacion@demo.example.org';
    const start = now;
    const waits: number[] = [];
    let failures = 0;
    // An attacker who tries again the moment the answer allows, for one hour, from rotating addresses.
    while (now - start < 3600_000) {
      const response = await signIn(app, email, WRONG, addresses[failures % addresses.length]);
      if (response.statusCode === 401) {
        failures += 1;
        continue;
      }
      expect(response.statusCode).toBe(429);
      const wait = response.json().retryAfter as number;
      waits.push(wait);
      now += wait * 1000;
    }
    expect(waits.slice(0, 8)).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);
    expect(failures).toBe(13);
    expect(failures).toBeLessThanOrEqual(100);
  });

  it('answers an unknown email exactly as a known one, so that the lock tells nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await signIn(app, 'nadie@demo.example.org', WRONG, addresses[i])).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('lets many attempts sent at once through no faster: five checked, the rest held back', async () => {
    const email = 'entidad@demo.example.org';
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(app, email, WRONG, addresses[i % addresses.length])),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it("keeps each tenant's accounts apart", async () => {
    for (let i = 0; i < 6; i += 1) await signIn(app, 'admin@otra.example.org', WRONG, addresses[i]);
    expect((await signIn(app, 'admin@demo.example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in failures per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('never holds back an office whose colleagues sign in successfully behind one address', async () => {
    const office = '192.0.2.10';
    const accounts = ['admin', 'tecnica', 'coordinacion', 'voluntaria', 'pendiente', 'entidad'];
    for (let round = 0; round < 8; round += 1) {
      for (const account of accounts) {
        const response = await signIn(app, `${account}@demo.example.org`, DEMO_PASSWORD, office);
        expect(response.statusCode).toBe(200);
      }
    }
  });

  it('holds an address back after 30 failures on any accounts, and only that address', async () => {
    const attacker = '192.0.2.66';
    for (let i = 0; i < 30; i += 1) {
      // Three tries on each of ten addresses book: no account reaches its own limit.
      const response = await signIn(app, `persona${Math.floor(i / 3)}@example.org`, WRONG, attacker);
      expect(response.statusCode).toBe(401);
    }
    const held = await signIn(app, 'admin@demo.example.org', DEMO_PASSWORD, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ error: 'too-many-failed-sign-ins', retryAfter: 60 });
    expect((await signIn(app, 'admin@demo.example.org', DEMO_PASSWORD, '192.0.2.67')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});

const policy: AttemptPolicy = { free: 3, baseDelayMs: 1000, maxDelayMs: 4000, quietMs: 60_000 };

/** The same rules whichever store keeps the counts. */
async function countersBehave(counters: ReturnType<typeof memoryAttemptCounters>, key: string) {
  const t0 = 1_000_000;
  const verdicts = [];
  for (let i = 0; i < 4; i += 1) verdicts.push(await counters.take(key, policy, t0));
  expect(verdicts).toEqual([
    { allowed: true, count: 1 },
    { allowed: true, count: 2 },
    { allowed: true, count: 3 },
    { allowed: false, retryAfterMs: 1000 },
  ]);
  expect(await counters.take(key, policy, t0 + 1000)).toEqual({ allowed: true, count: 4 });
  expect(await counters.take(key, policy, t0 + 1500)).toEqual({ allowed: false, retryAfterMs: 1500 });
  expect(await counters.take(key, policy, t0 + 3000)).toEqual({ allowed: true, count: 5 });
  // Capped at the longest wait.
  expect(await counters.take(key, policy, t0 + 3001)).toEqual({ allowed: false, retryAfterMs: 3999 });
  // A success takes its attempt back and lifts the wait it caused.
  await counters.release(key, policy);
  await counters.release(key, policy);
  await counters.release(key, policy);
  expect(await counters.take(key, policy, t0 + 3002)).toEqual({ allowed: true, count: 3 });
  // Forgotten after a quiet time.
  expect(await counters.take(key, policy, t0 + 3002 + 60_000 + 4000)).toEqual({ allowed: true, count: 1 });
  await counters.clear(key);
  expect(await counters.take(key, policy, t0 + 200_000)).toEqual({ allowed: true, count: 1 });
}

describe('attempt counters', () => {
  it('follow the policy in memory', async () => {
    await countersBehave(memoryAttemptCounters(), 'k');
  });
});

describeWithRedis('attempt counters in Redis (several API processes)', () => {
  it('follow the same policy', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(testRedisUrl!, { keyPrefix: testRedisPrefix() });
    try {
      await countersBehave(redisAttemptCounters(redis), 'k');
    } finally {
      await redis.quit();
    }
  });

  it('lock an account on every API process that shares the Redis', async () => {
    const prefix = testRedisPrefix();
    const first = await buildTestApp({ redisUrl: testRedisUrl, redisKeyPrefix: prefix });
    const second = await buildTestApp({ redisUrl: testRedisUrl, redisKeyPrefix: prefix });
    try {
      // Two processes over the same kind of database: the counts are keyed by tenant id and email, equal in both.
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? first : second;
        expect((await signIn(app, ACCOUNT, WRONG, addresses[i])).statusCode).toBe(401);
      }
      expect((await signIn(second, ACCOUNT, DEMO_PASSWORD, addresses[6])).statusCode).toBe(429);
      expect((await signIn(first, ACCOUNT, DEMO_PASSWORD, addresses[7])).statusCode).toBe(429);
      now += 15_000;
      expect((await signIn(first, ACCOUNT, DEMO_PASSWORD, addresses[8])).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
