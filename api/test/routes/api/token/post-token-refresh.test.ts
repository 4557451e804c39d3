import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const refresh = (refreshToken: unknown, host = 'localhost') =>
  app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    headers: { host },
    payload: { refresh_token: refreshToken },
  });

describe('POST /api/token/refresh', () => {
  it('rotates the refresh token and keeps the absolute expiry of the family', async () => {
    const first = (await login(app, 'voluntaria@demo.example.org')).body;
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.refresh_token_expiration).toBe(first.refresh_token_expiration);
    const home = await app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { host: 'localhost', authorization: `Bearer ${second.token}` },
    });
    expect(home.statusCode).toBe(200);
    // The new one works once more.
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token is replayed', async () => {
    const first = (await login(app, 'tecnica@demo.example.org')).body;
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ status: 401, error: 'token-invalid' });
    // The token issued by the legitimate rotation is dead too.
    const after = await refresh(second.refresh_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('token-invalid');
    // Another session of the same user is not affected.
    const other = (await login(app, 'tecnica@demo.example.org')).body;
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 token-invalid for an unknown token', async () => {
    const response = await refresh('not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('token-invalid');
  });

  it("answers 401 for a token of another tenant's host", async () => {
    const { body } = await login(app, 'admin@demo.example.org');
    const response = await refresh(body.refresh_token, 'otra.localhost');
    expect(response.statusCode).toBe(401);
    // It was not consumed by the refused attempt.
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 token-expired once the family has passed its absolute expiry', async () => {
    const { body } = await login(app, 'entidad@demo.example.org');
    await app.db.updateTable('refresh_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const response = await refresh(body.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('token-expired');
  });

  it('answers 422 with a violation when the token is missing or not a string', async () => {
    for (const payload of [{}, { refresh_token: 12 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        headers: { host: 'localhost' },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations[0].propertyPath).toBe('refresh_token');
    }
  });
});
