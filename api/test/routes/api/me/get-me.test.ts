import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, OTHER_HOST, ROLE_ACCOUNTS, type RoleAccount } from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const getMe = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/me', headers });

const expected: Record<RoleAccount, { profile: string; roles: string[] }> = {
  administrator: { profile: 'employee', roles: ['user', 'employee', 'employee-admin'] },
  employee: { profile: 'employee', roles: ['user', 'employee'] },
  coordinator: { profile: 'employee', roles: ['user', 'employee', 'coordinator'] },
  volunteer: { profile: 'volunteer', roles: ['user', 'volunteer'] },
  partner: { profile: 'partner', roles: ['user', 'partner'] },
};

describe('GET /api/me', () => {
  it.each(Object.keys(ROLE_ACCOUNTS) as RoleAccount[])(
    'answers the own profile of the %s',
    async (account) => {
      const email = ROLE_ACCOUNTS[account];
      const response = await getMe(await authAs(app, email));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/ld+json');
      const body = response.json();
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(body).toMatchObject({
        '@id': `/api/users/${user.id}`,
        '@type': 'User',
        id: user.id,
        email,
        name: user.name,
        surname: user.surname,
        ...expected[account],
        // The stored person fields, as the form shows them.
        identificationType: user.identification_type,
        identification: user.identification,
        birthday: user.birthday,
        phoneMobile: user.phone_mobile,
        addressCountry: `/api/countries/${user.address_country_id}`,
        addressLocation: `/api/locations/${user.address_location_id}`,
        disability: [],
      });
      expect(body).not.toHaveProperty('session');
      expect(JSON.stringify(body)).not.toMatch(/password|activation/i);
      if (account === 'volunteer') {
        expect(body).toMatchObject({ status: 'validated', skills: [], availability: {}, aboutMe: null });
        expect(body.subscriptionBlockedReason).toBeNull();
      } else {
        expect(body).toMatchObject({ status: null });
        expect(body).not.toHaveProperty('skills');
        expect(body).not.toHaveProperty('subscriptionBlockedReason');
      }
    },
  );

  it("answers 401 without a session, and 404 with another tenant's token", async () => {
    expect((await getMe({ host: 'localhost' })).statusCode).toBe(401);
    const other = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const response = await getMe({ ...other, host: 'localhost' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });
});

describe('GET /api/me of a volunteer: why they cannot subscribe yet', () => {
  it('says a pending volunteer is not validated', async () => {
    const body = (await getMe(await authAs(app, 'pendiente@demo.example.org'))).json();
    expect(body.subscriptionBlockedReason).toBe('volunteer-not-validated');
  });

  it("says a validated minor waits for their tutor's authorisation, and nothing once it is given", async () => {
    const email = ROLE_ACCOUNTS.volunteer;
    const original = await app.db
      .selectFrom('users')
      .select(['birthday', 'guardian_consented_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const sixteen = `${new Date().getUTCFullYear() - 16}-01-01`;
    try {
      await app.db
        .updateTable('users')
        .set({ birthday: sixteen, guardian_consented_at: null })
        .where('email', '=', email)
        .execute();
      const headers = await authAs(app, email);
      expect((await getMe(headers)).json().subscriptionBlockedReason).toBe(
        'minor-volunteer-authorisation-pending',
      );
      await app.db
        .updateTable('users')
        .set({ guardian_consented_at: new Date().toISOString() })
        .where('email', '=', email)
        .execute();
      expect((await getMe(headers)).json().subscriptionBlockedReason).toBeNull();
    } finally {
      await app.db.updateTable('users').set(original).where('email', '=', email).execute();
    }
  });
});
