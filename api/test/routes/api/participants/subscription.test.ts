import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  participantRows,
  tokenHeaders,
} from '../../../helpers/interventions';
import {
  addParticipant,
  authAs,
  dayFromToday,
  DEMO_HOST,
  subscribe,
  tenantIdOf,
  unsubscribe,
} from './participant-fixtures';

// A volunteer signs up for an intervention and leaves it (the volunteer area): every refusal with its key.
let app: FastifyInstance;
let tenant: number;
let published: number;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  published = await insertActivity(app, tenant, { status: 'active' });
});
afterAll(() => app.close());

const volunteerSession = async (options: Parameters<typeof insertActiveVolunteers>[3] = {}) => {
  const [id] = await insertActiveVolunteers(app, tenant, 1, options);
  return { id, headers: await tokenHeaders(app, id, DEMO_HOST) };
};

describe('subscribing', () => {
  it.each(['active', 'ready'])(
    'subscribes a validated volunteer to an intervention of a %s activity',
    async (status) => {
      const activity = await insertActivity(app, tenant, { status });
      const intervention = await insertIntervention(app, tenant, activity);
      const { id, headers } = await volunteerSession();
      const answer = await subscribe(app, headers, intervention);
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ success: true, message: 'subscribed' });
      expect(await participantRows(app, intervention)).toMatchObject([
        { user_id: id, role: 'volunteer', status: 'confirmed', source: 'self', added_by_id: id },
      ]);
    },
  );

  it('lets the demo volunteer subscribe with a real session', async () => {
    const intervention = await insertIntervention(app, tenant, published);
    const headers = await authAs(app, 'voluntaria@demo.example.org');
    expect((await subscribe(app, headers, intervention)).statusCode).toBe(201);
  });

  it('answers volunteer-not-validated to a volunteer whose profile is pending', async () => {
    const intervention = await insertIntervention(app, tenant, published);
    const headers = await authAs(app, 'pendiente@demo.example.org');
    const refused = await subscribe(app, headers, intervention);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'volunteer-not-validated']);
    expect(await participantRows(app, intervention)).toHaveLength(0);
  });

  it('answers minor-volunteer-authorisation-pending to a minor volunteer without the tutor’s authorisation', async () => {
    const intervention = await insertIntervention(app, tenant, published);
    const minor = await volunteerSession({ birthday: dayFromToday(-17), tutorEmail: 'padre@example.org' });
    const refused = await subscribe(app, minor.headers, intervention);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'minor-volunteer-authorisation-pending',
    ]);
    expect(await participantRows(app, intervention)).toHaveLength(0);

    const authorised = await volunteerSession({ birthday: dayFromToday(-17), guardianConsented: true });
    expect((await subscribe(app, authorised.headers, intervention)).statusCode).toBe(201);
  });

  it.each(['draft', 'cancelled'])('answers 404 for an intervention of a %s activity', async (status) => {
    const hidden = await insertActivity(app, tenant, { status });
    const intervention = await insertIntervention(app, tenant, hidden);
    const { headers } = await volunteerSession();
    const refused = await subscribe(app, headers, intervention);
    expect([refused.statusCode, refused.json().error]).toEqual([404, 'not-found']);
    expect((await subscribe(app, headers, 999999)).statusCode).toBe(404);
    expect(await participantRows(app, intervention)).toHaveLength(0);
  });

  it('takes sign-ups for a later session of an activity in progress, and refuses a session already held', async () => {
    const running = await insertActivity(app, tenant, { status: 'in_progress' });
    const upcoming = await insertIntervention(app, tenant, running, { date: dayFrom(7) });
    const held = await insertIntervention(app, tenant, running, { date: dayFrom(-7) });
    const { headers } = await volunteerSession();
    expect((await subscribe(app, headers, upcoming)).statusCode).toBe(201);
    const refused = await subscribe(app, headers, held);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'intervention-completed-cannot-add-volunteers',
    ]);
  });

  it.each([
    ['its activity is complete', 'complete', dayFrom(20)],
    ['its day has passed', 'active', dayFrom(-3)],
  ])('answers intervention-completed-cannot-add-volunteers when %s', async (_title, status, date) => {
    const activity = await insertActivity(app, tenant, { status });
    const intervention = await insertIntervention(app, tenant, activity, { date });
    const { headers } = await volunteerSession();
    const refused = await subscribe(app, headers, intervention);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'intervention-completed-cannot-add-volunteers',
    ]);
  });

  it('answers already-subscribed-to-intervention the second time', async () => {
    const intervention = await insertIntervention(app, tenant, published);
    const { headers } = await volunteerSession();
    await subscribe(app, headers, intervention);
    const again = await subscribe(app, headers, intervention);
    expect([again.statusCode, again.json().error]).toEqual([409, 'already-subscribed-to-intervention']);
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });

  it('answers field-number-of-volunteers-reached when the places are taken (also by staff)', async () => {
    const intervention = await insertIntervention(app, tenant, published, { maxVolunteers: 1 });
    const admin = await authAs(app, 'admin@demo.example.org');
    const [placed] = await insertActiveVolunteers(app, tenant, 1);
    await addParticipant(app, admin, intervention, `/api/volunteers/${placed}`);
    const { headers } = await volunteerSession();
    const refused = await subscribe(app, headers, intervention);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'field-number-of-volunteers-reached']);
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });

  it('refuses staff and partner contacts with 403 and unsigned requests with 401', async () => {
    const intervention = await insertIntervention(app, tenant, published);
    for (const email of ['admin@demo.example.org', 'entidad@demo.example.org']) {
      const headers = await authAs(app, email);
      expect((await subscribe(app, headers, intervention)).statusCode).toBe(403);
    }
    expect((await subscribe(app, { host: DEMO_HOST }, intervention)).statusCode).toBe(401);
    expect(await participantRows(app, intervention)).toHaveLength(0);
  });
});

describe('unsubscribing', () => {
  it('removes only the volunteer’s own subscription and frees the place', async () => {
    const intervention = await insertIntervention(app, tenant, published, { maxVolunteers: 2 });
    const me = await volunteerSession();
    const other = await volunteerSession();
    await subscribe(app, me.headers, intervention);
    await subscribe(app, other.headers, intervention);
    const answer = await unsubscribe(app, me.headers, intervention);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'unsubscribed' });
    expect((await participantRows(app, intervention)).map((row) => row.user_id)).toEqual([other.id]);
    const again = await unsubscribe(app, me.headers, intervention);
    expect([again.statusCode, again.json().error]).toEqual([404, 'not-found']);
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });

  it('answers intervention-completed-cannot-remove-participants once the intervention was held', async () => {
    const intervention = await insertIntervention(app, tenant, published);
    const { headers } = await volunteerSession();
    await subscribe(app, headers, intervention);
    await app.db
      .updateTable('interventions')
      .set({ date: dayFrom(-1) })
      .where('id', '=', intervention)
      .execute();
    const refused = await unsubscribe(app, headers, intervention);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'intervention-completed-cannot-remove-participants',
    ]);
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });

  it('lets a volunteer give up their place once the activity went back to draft (it is still among their coming sessions)', async () => {
    const activity = await insertActivity(app, tenant, { status: 'active' });
    const intervention = await insertIntervention(app, tenant, activity);
    const { headers } = await volunteerSession();
    await subscribe(app, headers, intervention);
    await app.db.updateTable('activities').set({ status: 'draft' }).where('id', '=', activity).execute();
    expect((await unsubscribe(app, headers, intervention)).statusCode).toBe(200);
    expect(await participantRows(app, intervention)).toHaveLength(0);
    // Once out of it, the draft's session is hidden from them like from everyone else.
    expect((await unsubscribe(app, headers, intervention)).statusCode).toBe(404);
  });
});
