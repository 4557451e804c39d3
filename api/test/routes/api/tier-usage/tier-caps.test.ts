import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  type DemoRefs,
  demoRefs,
  duplicateActivity,
  insertActivities,
  newActivity,
} from '../activities/activity-fixtures';
import {
  authAs,
  DEMO_HOST,
  insertVolunteers,
  jsonHeaders,
  OTHER_HOST,
  tenantIdOf,
  validVolunteer,
} from '../volunteers/volunteer-fixtures';

// Every way in to a counted thing respects the tier's cap: the public sign-up like the staff form, a copy of an
// activity like a new one (with its interventions), also when requests arrive together.
let app: FastifyInstance;
let admin: Record<string, string>;
let employee: Record<string, string>;
let otherAdmin: Record<string, string>;
let otherTenant: number;
let refs: DemoRefs;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  employee = await authAs(app, 'tecnica@demo.example.org');
  otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  otherTenant = await tenantIdOf(app, OTHER_HOST);
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
});
afterAll(() => app.close());

const usage = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/tier-usage', headers })).json();

let sequence = 0;
const signUp = (host: string) => {
  sequence += 1;
  return app.inject({
    method: 'POST',
    url: '/api/volunteers/register',
    headers: { host, 'content-type': 'application/ld+json' },
    payload: JSON.stringify({
      name: 'Irene',
      surname: 'Campos Vela',
      email: `alta.publica.${sequence}@example.org`,
      phonePrefixMobile: '+34',
      phoneMobile: '612345678',
      birthday: '1990-05-17',
      acceptPrivacy: true,
    }),
  });
};

const createVolunteer = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(validVolunteer()),
  });

/** Fills the second organisation (tier 1: 50) up to `left` places short of its volunteer cap. */
async function fillVolunteers(left: number) {
  const { volunteers } = await usage(otherAdmin);
  await insertVolunteers(
    app,
    otherTenant,
    Array.from({ length: volunteers.limit - left - volunteers.used }, () => {
      sequence += 1;
      return { name: 'Relleno', surname: `Número ${sequence}`, email: `relleno.${sequence}@example.org` };
    }),
  );
}

describe('volunteers', () => {
  it('lets exactly the free places pass when staff and public sign-ups arrive together at the cap', async () => {
    await fillVolunteers(3);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 ? createVolunteer(otherAdmin) : signUp(OTHER_HOST),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error).toBe('volunteer-exceeds-limit');
    }
    expect((await usage(otherAdmin)).volunteers).toEqual({ used: 50, limit: 50 });
  });

  it('refuses the public sign-up at the cap: nothing stored, no email', async () => {
    const sentBefore = app.mailer.sent.length;
    const refused = await signUp(OTHER_HOST);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, error: 'volunteer-exceeds-limit' });
    expect(app.mailer.sent).toHaveLength(sentBefore);
    const stored = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `alta.publica.${sequence}@example.org`)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
    // The first organisation's own cap (tier 2) is not the second's.
    expect((await signUp(DEMO_HOST)).statusCode).toBe(201);
  });
});

describe('activities', () => {
  const openActivities = async () => (await usage(admin)).activities as { used: number; limit: number };

  it('refuses a copy past the open activities cap and stores nothing', async () => {
    const source = await newActivity(app, employee, refs, { name: 'Para copiar' });
    const { used, limit } = await openActivities();
    await insertActivities(
      app,
      refs,
      Array.from({ length: limit - used }, (_, index) => ({ name: `Abierta ${index}` })),
    );
    const refused = await duplicateActivity(app, employee, source, {
      dateStart: '2027-04-01',
      dateEnd: '2027-04-30',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('activity-exceeds-limit');
    expect((await openActivities()).used).toBe(limit);
  });

  it('lets exactly one of several simultaneous copies take the last open place', async () => {
    const [last] = await app.db
      .selectFrom('activities')
      .select('id')
      .where('tenant_id', '=', refs.tenantId)
      .where('name', '=', 'Abierta 0')
      .execute();
    await app.db.updateTable('activities').set({ status: 'cancelled' }).where('id', '=', last.id).execute();
    const source = (
      await app.db
        .selectFrom('activities')
        .select('id')
        .where('name', '=', 'Para copiar')
        .executeTakeFirstOrThrow()
    ).id;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        duplicateActivity(app, index % 2 ? admin : employee, source, {
          name: `Copia ${index}`,
          dateStart: '2027-05-01',
          dateEnd: '2027-05-31',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const { used, limit } = await openActivities();
    expect(used).toBe(limit);
  });

  it('refuses a copy that would hold more interventions than the tier allows per activity', async () => {
    // The source was planned on a larger tier: 31 sessions, and the organisation is on tier 1 now (30 each).
    const [source] = await insertActivities(app, refs, [
      { name: 'Planificada en otro plan', status: 'finished' },
    ]);
    const now = new Date().toISOString();
    await app.db
      .insertInto('interventions')
      .values(
        Array.from({ length: 31 }, (_, index) => ({
          tenant_id: refs.tenantId,
          activity_id: source,
          name: null,
          date: `2027-01-${String(1 + index).padStart(2, '0')}`,
          schedule_start: '18:00',
          schedule_end: '19:00',
          place_id: null,
          format: 'online',
          min_volunteers: 0,
          max_volunteers: 2,
          min_employees: 0,
          max_employees: 0,
          min_beneficiaries: 0,
          max_beneficiaries: 5,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // Room for the copy itself among the open activities.
    await app.db
      .updateTable('activities')
      .set({ status: 'cancelled' })
      .where('tenant_id', '=', refs.tenantId)
      .where('name', 'like', 'Abierta %')
      .execute();
    await app.db.updateTable('tenants').set({ tier: 1 }).where('id', '=', refs.tenantId).execute();
    try {
      const before = await app.db.selectFrom('activities').select('id').execute();
      const refused = await duplicateActivity(app, employee, source, {
        name: 'Copia demasiado larga',
        dateStart: '2027-01-01',
        dateEnd: '2027-12-31',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('intervention-exceeds-limit');
      expect(await app.db.selectFrom('activities').select('id').execute()).toHaveLength(before.length);

      // Back on tier 2 (100 per activity) the same copy is made, with its 31 sessions.
      await app.db.updateTable('tenants').set({ tier: 2 }).where('id', '=', refs.tenantId).execute();
      const copied = await duplicateActivity(app, employee, source, {
        name: 'Copia que cabe',
        dateStart: '2027-01-01',
        dateEnd: '2027-12-31',
      });
      expect(copied.statusCode).toBe(201);
      expect(copied.json().interventionsCount).toBe(31);
    } finally {
      await app.db.updateTable('tenants').set({ tier: 2 }).where('id', '=', refs.tenantId).execute();
    }
  });
});
