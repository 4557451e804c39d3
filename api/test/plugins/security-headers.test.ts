import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../helpers/build-test-app';

// What a browser is told about every API answer: not to sniff, frame or cache it, to keep addresses on the
// site, and (only over HTTPS) to use HTTPS from then on.
let app: FastifyInstance;
let behindProxy: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  // The production proxy terminates TLS and says so in X-Forwarded-Proto.
  behindProxy = await buildTestApp({ trustProxy: '127.0.0.1' });
  token = (await login(app, 'admin@demo.example.org')).body.token;
});
afterAll(async () => {
  await app.close();
  await behindProxy.close();
});

const get = (url: string, headers: Record<string, string> = {}, target = app) =>
  target.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('security headers on API answers', () => {
  it('keeps an authenticated answer out of every cache and out of frames', async () => {
    const response = await get('/api/me', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('does not let a refused authenticated request be cached either', async () => {
    const response = await get('/api/me', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the tokens of a sign-in out of every cache', async () => {
    const { response } = await login(app, 'voluntaria@demo.example.org');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the person behind an emailed code out of every cache', async () => {
    const activation = await get('/api/users/activate/demo-activacion-2026');
    expect(activation.statusCode).toBe(200);
    expect(activation.json()).toMatchObject({ email: 'nueva@demo.example.org' });
    expect(activation.headers['cache-control']).toBe('no-store');
    const consent = await get('/api/authorized-participation/codigo-que-no-existe');
    expect(consent.statusCode).toBe(404);
    expect(consent.headers['cache-control']).toBe('no-store');
  });

  it('sends no HSTS over plain HTTP', async () => {
    const response = await get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not believe X-Forwarded-Proto from a client that is not the trusted proxy', async () => {
    const response = await get('/api/config', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy received the request over HTTPS', async () => {
    const response = await get('/api/config', { 'x-forwarded-proto': 'https' }, behindProxy);
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await get('/api/config', { 'x-forwarded-proto': 'http' }, behindProxy);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
