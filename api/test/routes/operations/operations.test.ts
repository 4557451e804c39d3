import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/build-test-app';
import { describeWithRedis, testRedisPrefix, testRedisUrl } from '../../helpers/test-redis';

describe('health and metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([['localhost'], ['10.0.0.7:3000'], ['evil.example']])(
    'answers the probes at any Host (here %s), with no organisation data',
    async (host) => {
      const live = await app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/readyz', headers: { host } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
      expect(ready.headers['cache-control']).toBe('no-store');
    },
  );

  it('still refuses an unknown Host everywhere else', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'evil.example' } });
    expect(config.statusCode).toBe(404);
    expect(config.json()).toMatchObject({ error: 'tenant-not-found' });
  });

  it('counts requests by route pattern and status, and emails by result, in Prometheus format', async () => {
    await app.inject({ method: 'GET', url: '/api/countries/724', headers: { host: 'localhost' } });
    await app.inject({ method: 'GET', url: '/api/countries/999999', headers: { host: 'localhost' } });
    await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { email: 'voluntaria@demo.example.org' },
    });
    let text = '';
    // The reset email goes out after the answer.
    for (let attempt = 0; attempt < 50 && !text.includes('enlace_mails_total{result="sent"}'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.headers['content-type']).toContain('text/plain');
      text = metrics.body;
    }
    expect(text).toMatch(
      /enlace_http_request_duration_seconds_count\{method="GET",route="\/api\/countries\/:id",status="200"\} 1/,
    );
    expect(text).toMatch(
      /enlace_http_request_duration_seconds_count\{method="GET",route="\/api\/countries\/:id",status="404"\} 1/,
    );
    // Never the raw URL: ids would grow the series without bound.
    expect(text).not.toContain('/api/countries/724');
    expect(text).toContain('enlace_mails_total{result="sent"} 1');
    expect(text).toContain('enlace_process_cpu_seconds_total');
  });

  it('does not show the metrics to another machine when no token is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.5' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });
});

describe('metrics behind a token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: 'scrape-token-0123456789' });
  });
  afterAll(() => app.close());

  it('answers the scraper with the bearer token, and nobody without it, even on this machine', async () => {
    const scrape = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: authorization ? { authorization } : {},
      });
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(404);
    expect((await scrape('Bearer scrape-token-0123456789')).statusCode).toBe(200);
  });
});

describeWithRedis('readiness with Redis', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ redisUrl: testRedisUrl, redisKeyPrefix: testRedisPrefix() });
  });
  afterAll(() => app.close());

  it('is ready while Redis answers, and not ready (503) once it stops answering', async () => {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    app.redis!.disconnect();
    const notReady = await app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', redis: 'failing' } });
  });
});
