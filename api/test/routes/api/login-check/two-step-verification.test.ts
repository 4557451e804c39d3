import type { FastifyInstance } from 'fastify';
import { totpCode } from '../../../../src/lib/mfa';
import { buildTestApp, DEMO_PASSWORD } from '../../../helpers/build-test-app';
import { userIdOf } from '../staff/staff-fixtures';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';

// Two-step verification (TOTP, RFC 6238): optional for everybody, compulsory for administrators outside the demo
// tenants, reset by another administrator.

let app: FastifyInstance;
let now: number;
beforeAll(async () => {
  // Tenants read afresh on every request: a test turns the second tenant into a real one.
  app = await buildTestApp({ tenantCacheMs: 0 });
});
afterAll(() => app.close());
beforeEach(() => {
  now = Date.parse('2026-11-25T10:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** Half a minute later: the authenticator shows the next code. */
const nextStep = () => {
  now += 30_000;
};

const post = (url: string, payload: object, headers: Record<string, string> = { host: 'localhost' }) =>
  app.inject({
    method: 'POST',
    url,
    headers: jsonHeaders(headers, 'application/json'),
    payload: JSON.stringify(payload),
  });

const password = (email: string, host = 'localhost') =>
  post('/api/login_check', { email, password: DEMO_PASSWORD }, { host });

const bearer = (token: string, host = 'localhost') => ({ host, authorization: `Bearer ${token}` });

/** Signs in with the password alone (an account without two-step verification). */
async function signIn(email: string, host = 'localhost') {
  const response = await password(email, host);
  expect(response.json()).not.toHaveProperty('mfa');
  return response.json().token as string;
}

/** Turns two-step verification on for a signed-in person; gives the secret and the recovery codes. */
async function enrol(token: string) {
  const started = await post('/api/me/mfa', {}, bearer(token));
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUri, qrCode } = started.json();
  const confirmed = await post('/api/me/mfa/confirmation', { code: totpCode(secret, now) }, bearer(token));
  expect(confirmed.statusCode).toBe(200);
  return { secret, otpauthUri, qrCode, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

const eventsOf = (type: string) =>
  app.db.selectFrom('security_events').selectAll().where('type', '=', type).orderBy('id').execute();

describe('turning it on', () => {
  it('gives a QR code for the app, turns on with its first code, and answers ten recovery codes once', async () => {
    const token = await signIn('voluntaria@demo.example.org');
    const { secret, otpauthUri, qrCode, recoveryCodes } = await enrol(token);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Fundaci%C3%B3n%20Demo:voluntaria%40demo.example.org?issuer=Fundaci%C3%B3n%20Demo&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const state = await app.inject({ method: 'GET', url: '/api/me/mfa', headers: bearer(token) });
    expect(state.json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // The secret is stored encrypted.
    const stored = await app.db.selectFrom('mfa_credentials').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    expect((await eventsOf('mfa-enabled')).at(-1)).toMatchObject({
      subject_user_id: await userIdOf(app, 'voluntaria@demo.example.org'),
    });
  });

  it('refuses a wrong first code and stays off', async () => {
    const token = await signIn('pendiente@demo.example.org');
    await post('/api/me/mfa', {}, bearer(token));
    const wrong = await post('/api/me/mfa/confirmation', { code: '000000' }, bearer(token));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().violations).toEqual([{ propertyPath: 'code', message: 'mfa-code-not-valid' }]);
    const state = await app.inject({ method: 'GET', url: '/api/me/mfa', headers: bearer(token) });
    expect(state.json()).toMatchObject({ enabled: false });
    expect((await password('pendiente@demo.example.org')).json()).toHaveProperty('token');
  });
});

describe('signing in with it', () => {
  it('asks for the code after the password, takes it once, and refuses an old or wrong one', async () => {
    const token = await signIn('tecnica@demo.example.org');
    const { secret } = await enrol(token);
    nextStep();

    const first = await password('tecnica@demo.example.org');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa: 'code-required', mfa_token: expect.any(String) });
    const mfaToken = first.json().mfa_token as string;
    // The step's token is no access token.
    expect(
      (await app.inject({ method: 'GET', url: '/api/home', headers: bearer(mfaToken) })).statusCode,
    ).toBe(401);

    const wrong = await post('/api/login_check/mfa', { mfa_token: mfaToken, code: '123456' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().violations).toEqual([{ propertyPath: 'code', message: 'mfa-code-not-valid' }]);

    const code = totpCode(secret, now);
    const signedIn = await post('/api/login_check/mfa', {
      mfa_token: mfaToken,
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
      refresh_token_expiration: expect.any(Number),
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/home', headers: bearer(signedIn.json().token) }))
        .statusCode,
    ).toBe(200);

    // The same code does not sign in twice, even within its half minute.
    const again = (await password('tecnica@demo.example.org')).json().mfa_token as string;
    expect((await post('/api/login_check/mfa', { mfa_token: again, code })).statusCode).toBe(422);
    // The next code does.
    nextStep();
    expect(
      (await post('/api/login_check/mfa', { mfa_token: again, code: totpCode(secret, now) })).statusCode,
    ).toBe(200);
    expect((await eventsOf('sign-in')).at(-1)?.details).toBe(JSON.stringify({ method: 'totp' }));
  });

  it('takes a recovery code once instead of the app, and counts what is left', async () => {
    const token = await signIn('coordinacion@demo.example.org');
    const { recoveryCodes } = await enrol(token);
    const mfaToken = (await password('coordinacion@demo.example.org')).json().mfa_token as string;
    const used = await post('/api/login_check/mfa', {
      mfa_token: mfaToken,
      recovery_code: recoveryCodes[3]!.toLowerCase(),
    });
    expect(used.statusCode).toBe(200);
    const again = await post('/api/login_check/mfa', {
      mfa_token: mfaToken,
      recovery_code: recoveryCodes[3],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([
      { propertyPath: 'recoveryCode', message: 'mfa-code-not-valid' },
    ]);
    const state = await app.inject({ method: 'GET', url: '/api/me/mfa', headers: bearer(used.json().token) });
    expect(state.json().recoveryCodesLeft).toBe(9);
    expect((await eventsOf('recovery-code-used')).at(-1)?.details).toBe(JSON.stringify({ left: 9 }));
  });

  it('holds the account back after five wrong codes, like wrong passwords', async () => {
    const token = await signIn('entidad@demo.example.org');
    const { secret } = await enrol(token);
    nextStep();
    const mfaToken = (await password('entidad@demo.example.org')).json().mfa_token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post('/api/login_check/mfa', { mfa_token: mfaToken, code: String(100000 + i) })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const held = await post('/api/login_check/mfa', { mfa_token: mfaToken, code: totpCode(secret, now) });
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toBe('account-temporarily-locked');
  });

  it("refuses a step token of another tenant's host, an expired one and an access token", async () => {
    const token = await signIn('admin@demo.example.org');
    await enrol(token);
    const mfaToken = (await password('admin@demo.example.org')).json().mfa_token as string;
    expect(
      (
        await post(
          '/api/login_check/mfa',
          { mfa_token: mfaToken, code: '123456' },
          { host: 'otra.localhost' },
        )
      ).statusCode,
    ).toBe(401);
    expect((await post('/api/login_check/mfa', { mfa_token: token, code: '123456' })).statusCode).toBe(401);
    now += 601_000;
    const expired = await post('/api/login_check/mfa', { mfa_token: mfaToken, code: '123456' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('token-expired');
  });
});

describe('compulsory for administrators outside the demo tenants', () => {
  beforeAll(async () => {
    await app.db.updateTable('tenants').set({ is_demo: 0 }).where('asset_folder', '=', 'otra').execute();
  });
  afterAll(async () => {
    await app.db.updateTable('tenants').set({ is_demo: 1 }).where('asset_folder', '=', 'otra').execute();
  });

  it('makes an administrator enrol at sign-in before any session starts, then asks for the code', async () => {
    const host = 'otra.localhost';
    const first = await password('admin@otra.example.org', host);
    expect(first.json()).toEqual({ mfa: 'enrolment-required', mfa_token: expect.any(String) });
    const mfaToken = first.json().mfa_token as string;
    const early = await post('/api/login_check/mfa', { mfa_token: mfaToken, code: '123456' }, { host });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('mfa-enrolment-not-started');

    const enrolment = await post('/api/login_check/mfa/enrolment', { mfa_token: mfaToken }, { host });
    expect(enrolment.statusCode).toBe(200);
    const { secret, qrCode } = enrolment.json();
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const done = await post(
      '/api/login_check/mfa',
      { mfa_token: mfaToken, code: totpCode(secret, now) },
      { host },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const session = bearer(done.json().token, host);
    expect((await app.inject({ method: 'GET', url: '/api/me/mfa', headers: session })).json()).toMatchObject({
      enabled: true,
      required: true,
    });

    // An administrator cannot turn it off.
    nextStep();
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/me/mfa',
      headers: jsonHeaders(session, 'application/json'),
      payload: JSON.stringify({ code: totpCode(secret, now) }),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe('mfa-required-for-role');

    // Next time: the code, no enrolment.
    expect((await password('admin@otra.example.org', host)).json().mfa).toBe('code-required');
  });

  it('leaves the demo tenants’ shared administrator accounts to sign in with the password', async () => {
    await signInAdminWithoutMfa();
    expect((await password('admin@demo.example.org')).json()).toHaveProperty('token');
  });
});

describe('turning it off, and resetting it', () => {
  it('turns off with a code of the app; the next sign-in needs the password only', async () => {
    const email = 'voluntaria@demo.example.org';
    const token = await signInWithAnyStep(email);
    const { secret } = await enrol(token);
    nextStep();
    const turnOff = (code: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/me/mfa',
        headers: jsonHeaders(bearer(token), 'application/json'),
        payload: JSON.stringify({ code }),
      });
    expect((await turnOff('000000')).statusCode).toBe(422);
    expect((await turnOff(totpCode(secret, now))).statusCode).toBe(204);
    expect((await password(email)).json()).toHaveProperty('token');
    expect((await eventsOf('mfa-disabled')).at(-1)).toMatchObject({
      subject_user_id: await userIdOf(app, email),
    });
  });

  it('lets an administrator reset another person’s, which ends their sessions', async () => {
    const admin = bearer(await signInAdminWithoutMfa());
    const email = 'pendiente@demo.example.org';
    const personToken = await signIn(email);
    await enrol(personToken);
    const id = await userIdOf(app, email);
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${id}/mfa`, headers: admin })).json(),
    ).toMatchObject({ enabled: true, required: false });

    const technician = bearer(await signInWithAnyStep('tecnica@demo.example.org'));
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/users/${id}/mfa`, headers: technician })).statusCode,
    ).toBe(403);

    const reset = await app.inject({ method: 'DELETE', url: `/api/users/${id}/mfa`, headers: admin });
    expect(reset.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/home', headers: bearer(personToken) })).statusCode,
    ).toBe(401);
    expect((await password(email)).json()).toHaveProperty('token');
    expect((await eventsOf('mfa-reset')).at(-1)).toMatchObject({ subject_user_id: id });

    const adminId = await userIdOf(app, 'admin@demo.example.org');
    const own = await app.inject({ method: 'DELETE', url: `/api/users/${adminId}/mfa`, headers: admin });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('cannot-reset-own-mfa');
    const otherTenantId = await userIdOf(app, 'admin@otra.example.org');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/users/${otherTenantId}/mfa`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});

/** The demo administrator, whose two-step verification an earlier test turned on: reset it straight away. */
async function signInAdminWithoutMfa(): Promise<string> {
  const id = await userIdOf(app, 'admin@demo.example.org');
  await app.db.deleteFrom('mfa_recovery_codes').where('user_id', '=', id).execute();
  await app.db.deleteFrom('mfa_credentials').where('user_id', '=', id).execute();
  return signIn('admin@demo.example.org');
}

/** Signs in an account whatever its second step, with a recovery code stored for the test. */
async function signInWithAnyStep(email: string): Promise<string> {
  const id = await userIdOf(app, email);
  await app.db.deleteFrom('mfa_recovery_codes').where('user_id', '=', id).execute();
  await app.db.deleteFrom('mfa_credentials').where('user_id', '=', id).execute();
  return signIn(email);
}
