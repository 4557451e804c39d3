import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../../src/app';
import { buildTestApp, DEMO_PASSWORD, login } from '../../../helpers/build-test-app';
import { hashPassword } from '../../../../src/lib/passwords';
import { validStaffMember } from '../staff/staff-fixtures';
import { jsonHeaders, validPerson } from '../volunteers/volunteer-fixtures';

// A session is what one sign-in starts. Ending it (logout, a replayed refresh token, a new password, a change of
// access) refuses its access token on the very next request, on every API process.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Tokens = { token: string; refresh_token: string };

const PERSON_PASSWORD = 'Tres-palabras-sueltas-2026';

const signIn = async (email: string, password = DEMO_PASSWORD, on = app): Promise<Tokens> => {
  const { response, body } = await login(on, email, password);
  expect(response.statusCode).toBe(200);
  return body;
};
const bearer = (tokens: Tokens) => ({ host: 'localhost', authorization: `Bearer ${tokens.token}` });
const home = (tokens: Tokens, on = app) =>
  on.inject({ method: 'GET', url: '/api/home', headers: bearer(tokens) });
const refresh = (tokens: Tokens, on = app) =>
  on.inject({
    method: 'POST',
    url: '/api/token/refresh',
    headers: { host: 'localhost' },
    payload: { refresh_token: tokens.refresh_token },
  });
const logout = (
  payload: object | undefined,
  headers: Record<string, string> = { host: 'localhost' },
  on = app,
) =>
  on.inject({
    method: 'POST',
    url: '/api/token/invalidate',
    headers: payload ? jsonHeaders(headers, 'application/json') : headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

/** The access token and the refresh token of the session are both refused. */
async function expectEnded(tokens: Tokens, on = app) {
  const access = await home(tokens, on);
  expect(access.statusCode).toBe(401);
  expect(access.json().error).toBe('token-invalid');
  expect((await refresh(tokens, on)).statusCode).toBe(401);
}

describe('logout', () => {
  it('ends the session of the refresh token at once: its access token is refused on the next request', async () => {
    const session = await signIn('voluntaria@demo.example.org');
    const other = await signIn('voluntaria@demo.example.org');
    expect((await home(session)).statusCode).toBe(200);
    const response = await logout({ refresh_token: session.refresh_token });
    expect(response.statusCode).toBe(204);
    await expectEnded(session);
    // The same person's other session (another device) goes on.
    expect((await home(other)).statusCode).toBe(200);
  });

  it('ends the session of the bearer token when no refresh token is given, even once it has expired', async () => {
    const session = await signIn('pendiente@demo.example.org');
    expect((await logout(undefined, bearer(session))).statusCode).toBe(204);
    await expectEnded(session);
  });

  it('answers 204 for an unknown token or none, and ends nothing of another tenant', async () => {
    const session = await signIn('admin@demo.example.org');
    expect((await logout({ refresh_token: 'not-a-token' })).statusCode).toBe(204);
    expect((await logout(undefined)).statusCode).toBe(204);
    // The demo tenant's refresh token sent to the other tenant's host ends nothing.
    const elsewhere = await logout({ refresh_token: session.refresh_token }, { host: 'otra.localhost' });
    expect(elsewhere.statusCode).toBe(204);
    expect((await home(session)).statusCode).toBe(200);
  });
});

describe('events that end sessions', () => {
  it('a replayed refresh token ends the access tokens of its whole session', async () => {
    const first = await signIn('tecnica@demo.example.org');
    const rotated = (await refresh(first)).json() as Tokens;
    expect((await home(rotated)).statusCode).toBe(200);
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await home(rotated)).statusCode).toBe(401);
    expect((await home(first)).statusCode).toBe(401);
  });

  it('a password reset ends every session of the account', async () => {
    const email = 'entidad@demo.example.org';
    const sessions = [await signIn(email), await signIn(email)];
    const sent = app.mailer.sent.length;
    await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      headers: { host: 'localhost' },
      payload: { email },
    });
    for (let turn = 0; turn < 200 && app.mailer.sent.length === sent; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const code = /\/reset-password\/([\w-]+)/.exec(app.mailer.sent.at(-1)!.text)![1];
    const reset = await app.inject({
      method: 'PATCH',
      url: `/api/users/reset-password/${code}`,
      headers: { host: 'localhost', 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ password: 'Tres-palabras-sueltas-2026' }),
    });
    expect(reset.statusCode).toBe(200);
    for (const session of sessions) await expectEnded(session);
  });

  it('a password change ends the other sessions; the device that changed it gets a new one', async () => {
    const email = 'coordinacion@demo.example.org';
    const elsewhere = await signIn(email);
    const here = await signIn(email);
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: jsonHeaders(bearer(here), 'application/merge-patch+json'),
      payload: JSON.stringify({ currentPassword: DEMO_PASSWORD, password: 'Clave-cambiada-en-2027' }),
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(elsewhere);
    await expectEnded(here);
    expect((await home(changed.json().session)).statusCode).toBe(200);
  });

  it('a change of access (roles, a promotion) ends the sessions at once; a validation does not', async () => {
    const admin = bearer(await signIn('admin@demo.example.org'));
    /** A person staff created through the API, who has chosen a password since. */
    const withPassword = async (path: string, payload: Record<string, unknown>) => {
      const created = await app.inject({
        method: 'POST',
        url: path,
        headers: jsonHeaders(admin),
        payload: JSON.stringify(payload),
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as { id: number };
      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(PERSON_PASSWORD), active: 1, activation_code: null })
        .where('id', '=', id)
        .execute();
      return { id, email: payload.email as string };
    };
    const patch = (url: string, body: object) =>
      app.inject({
        method: 'PATCH',
        url,
        headers: jsonHeaders(admin, 'application/merge-patch+json'),
        payload: JSON.stringify(body),
      });

    const employee = await withPassword('/api/employees', validStaffMember());
    const employeeSession = await signIn(employee.email, PERSON_PASSWORD);
    expect((await patch(`/api/employees/${employee.id}`, { isAdmin: true })).statusCode).toBe(200);
    await expectEnded(employeeSession);
    // Signed in again, the person has the new access.
    const again = await signIn(employee.email, PERSON_PASSWORD);
    expect((await home(again)).json().roles).toContain('employee-admin');

    const volunteer = await withPassword('/api/volunteers', validPerson());
    const volunteerSession = await signIn(volunteer.email, PERSON_PASSWORD);
    const validated = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${volunteer.id}/validate`,
      headers: admin,
    });
    expect(validated.statusCode).toBe(200);
    expect((await home(volunteerSession)).statusCode).toBe(200);
    const promoted = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${volunteer.id}/promote`,
      headers: admin,
    });
    expect(promoted.statusCode).toBe(200);
    await expectEnded(volunteerSession);
  });
});

describe('several API processes', () => {
  it('refuse a token on the next request once another process has ended its session', async () => {
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-sessions-'));
    const pgSchema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`create schema ${pgSchema}`);
      await client.end();
    }
    const options = {
      logger: false,
      dataDir,
      databaseUrl,
      pgSchema,
      sqliteFile: 'shared.sqlite',
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      mailTransport: 'memory' as const,
      seedDemoData: true,
      seedDemoActivities: false,
      redisUrl: null,
    };
    const first = await buildApp(options);
    const second = await buildApp(options);
    try {
      const session = await signIn('voluntaria@demo.example.org', DEMO_PASSWORD, first);
      expect((await home(session, second)).statusCode).toBe(200);
      expect((await logout({ refresh_token: session.refresh_token }, undefined, first)).statusCode).toBe(204);
      await expectEnded(session, second);
    } finally {
      await first.close();
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${pgSchema} cascade`);
        await client.end();
      }
    }
  });
});
