import { WEEKDAYS } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, mailSentTo } from '../../../helpers/build-test-app';
import {
  insertActivity,
  insertIntervention,
  insertPlace,
  participantRows,
} from '../../../helpers/interventions';
import { passExpiredOffers } from '../../../../src/lib/waiting-list-mail';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';
import {
  authAs,
  DEMO_HOST,
  OTHER_HOST,
  removeParticipant,
  subscribe,
  tenantIdOf,
  unsubscribe,
} from '../participants/participant-fixtures';
import {
  acceptOffer,
  fill,
  joinWaitingList,
  leaveWaitingList,
  lineOf,
  setOffers,
  volunteers,
  waitingList,
} from './waiting-list-fixtures';

// Waiting lists of full sessions (docs/adr/0077-waiting-lists.md): a volunteer waits in line for a place and has
// it, or is offered it, when one frees up.
let app: FastifyInstance;
let tenant: number;
let activity: number;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  activity = await insertActivity(app, tenant, { status: 'active', name: 'Reparto de alimentos' });
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const userIdsOf = async (intervention: number) =>
  (await participantRows(app, intervention)).map((row) => row.user_id);

const fullSession = async (places = 2) => {
  const intervention = await insertIntervention(app, tenant, activity, { maxVolunteers: places });
  const participants = await fill(app, tenant, intervention, places);
  return { intervention, participants };
};

const interventionSeenBy = async (headers: Record<string, string>, intervention: number) => {
  const answer = await app.inject({ method: 'GET', url: `/api/available_activities/${activity}`, headers });
  return answer.json().interventions.find((item: { id: number }) => item.id === intervention);
};

describe('joining and leaving the line', () => {
  it('puts volunteers of a full session in line, in order, and shows each their place', async () => {
    const { intervention } = await fullSession();
    const [first, second] = await volunteers(app, tenant, 2);
    const joined = await joinWaitingList(app, first.headers, intervention);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      position: 1,
      offerExpiresAt: null,
      message: 'waiting-list-joined',
    });
    expect((await joinWaitingList(app, second.headers, intervention)).json().position).toBe(2);

    expect(await interventionSeenBy(second.headers, intervention)).toMatchObject({
      freePlaces: 0,
      waitingList: 2,
      waitingPlace: { position: 2, offerExpiresAt: null },
    });
    const mine = await app.inject({ method: 'GET', url: '/api/me/waiting-lists', headers: second.headers });
    expect(mine.json().member).toMatchObject([
      { position: 2, intervention: { id: intervention, activity: { name: 'Reparto de alimentos' } } },
    ]);

    // The first leaves: the second moves up.
    expect((await leaveWaitingList(app, first.headers, intervention)).json().message).toBe(
      'waiting-list-left',
    );
    expect((await interventionSeenBy(second.headers, intervention)).waitingPlace.position).toBe(1);
    const again = await leaveWaitingList(app, first.headers, intervention);
    expect([again.statusCode, again.json().error]).toEqual([404, 'not-on-waiting-list']);
  });

  it('answers each refusal with its key and changes nothing', async () => {
    const { intervention, participants } = await fullSession();
    const [waiting] = await volunteers(app, tenant, 1);
    await joinWaitingList(app, waiting.headers, intervention);
    const twice = await joinWaitingList(app, waiting.headers, intervention);
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'already-on-waiting-list']);
    const inside = await joinWaitingList(app, participants[0].headers, intervention);
    expect([inside.statusCode, inside.json().error]).toEqual([409, 'already-subscribed-to-intervention']);
    const pending = await joinWaitingList(app, await authAs(app, 'pendiente@demo.example.org'), intervention);
    expect([pending.statusCode, pending.json().error]).toEqual([409, 'volunteer-not-validated']);
    const staff = await joinWaitingList(app, admin, intervention);
    expect(staff.statusCode).toBe(403);

    const open = await insertIntervention(app, tenant, activity, { maxVolunteers: 3 });
    const free = await joinWaitingList(app, waiting.headers, open);
    expect([free.statusCode, free.json().error]).toEqual([409, 'intervention-has-free-places']);
    expect(await lineOf(app, intervention)).toEqual([waiting.id]);
    expect(await lineOf(app, open)).toEqual([]);
  });

  it('answers 404 for another organisation’s session, and to staff of another organisation', async () => {
    const { intervention } = await fullSession(1);
    const other = await tenantIdOf(app, OTHER_HOST);
    const [stranger] = await volunteers(app, other, 1, OTHER_HOST);
    for (const answer of [
      await joinWaitingList(app, stranger.headers, intervention),
      await leaveWaitingList(app, stranger.headers, intervention),
      await acceptOffer(app, stranger.headers, intervention),
    ]) {
      expect(answer.statusCode).toBe(404);
    }
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    expect((await waitingList(app, otherAdmin, intervention)).statusCode).toBe(404);
    expect(await lineOf(app, intervention)).toEqual([]);
  });
});

describe('a freed place goes to the first in line', () => {
  it('moves the first in line in when a participant leaves, and emails them', async () => {
    await setOffers(app, admin, false);
    const { intervention, participants } = await fullSession();
    const [first, second] = await volunteers(app, tenant, 2);
    await joinWaitingList(app, first.headers, intervention);
    await joinWaitingList(app, second.headers, intervention);

    expect((await unsubscribe(app, participants[0].headers, intervention)).statusCode).toBe(200);

    expect(await userIdsOf(intervention)).toEqual([participants[1].id, first.id]);
    expect(await lineOf(app, intervention)).toEqual([second.id]);
    const email = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const mail = await mailSentTo(app, email.email);
    expect(mail?.subject).toBe('Ya tienes plaza en «Reparto de alimentos» · Fundación Demo');
    expect(mail?.attachments?.[0]?.content).toContain('METHOD:REQUEST');
    expect((await interventionSeenBy(second.headers, intervention)).waitingPlace.position).toBe(1);
  });

  it('moves the first in line in when staff remove a participant, and as many as staff add places', async () => {
    await setOffers(app, admin, false);
    // A session staff can edit: of an activity as its form saves it, at a place open every day.
    const own = await insertActivity(app, tenant, { status: 'active' });
    await app.db.updateTable('activities').set({ type: 'educational' }).where('id', '=', own).execute();
    const partner = await app.db
      .selectFrom('partners')
      .select('id')
      .where('tenant_id', '=', tenant)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('activity_partners')
      .values({ tenant_id: tenant, activity_id: own, partner_id: partner.id })
      .execute();
    const placeId = await insertPlace(app, tenant, { name: 'Centro Cívico Norte', address: 'Calle Luna 2' });
    await app.db
      .insertInto('place_schedules')
      .values(
        WEEKDAYS.map((weekday) => ({
          tenant_id: tenant,
          place_id: placeId,
          weekday,
          start_time: '08:00',
          end_time: '22:00',
        })),
      )
      .execute();
    const intervention = await insertIntervention(app, tenant, own, { maxVolunteers: 2, placeId });
    await fill(app, tenant, intervention, 2);
    const line = await volunteers(app, tenant, 4);
    for (const person of line) await joinWaitingList(app, person.headers, intervention);
    const rows = await participantRows(app, intervention);

    expect((await removeParticipant(app, admin, intervention, rows[0].id)).statusCode).toBe(204);
    expect(await lineOf(app, intervention)).toEqual(line.slice(1).map((person) => person.id));

    const raised = await app.inject({
      method: 'PATCH',
      url: `/api/interventions/${intervention}`,
      headers: jsonHeaders(admin, 'application/merge-patch+json'),
      payload: JSON.stringify({ maxVolunteers: 4 }),
    });
    expect(raised.statusCode).toBe(200);
    expect(await lineOf(app, intervention)).toEqual([line[3].id]);
    expect(await userIdsOf(intervention)).toEqual(
      expect.arrayContaining([line[0].id, line[1].id, line[2].id]),
    );
    expect(await participantRows(app, intervention)).toHaveLength(4);

    const seen = await waitingList(app, admin, intervention);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      '@type': 'Collection',
      totalItems: 1,
      member: [{ position: 1, person: { '@id': `/api/volunteers/${line[3].id}` }, offerExpiresAt: null }],
    });
    expect((await waitingList(app, line[3].headers, intervention)).statusCode).toBe(403);
  });
});

describe('offers', () => {
  afterAll(() => setOffers(app, admin, false));

  it('offers the place for 24 hours, holds it, and lets the volunteer accept it', async () => {
    expect((await setOffers(app, admin, true)).json().waiting_list_offers).toBe(true);
    const { intervention, participants } = await fullSession();
    const [first, second] = await volunteers(app, tenant, 2);
    await joinWaitingList(app, first.headers, intervention);
    await joinWaitingList(app, second.headers, intervention);

    const before = Date.now();
    await unsubscribe(app, participants[0].headers, intervention);
    const offered = (await interventionSeenBy(first.headers, intervention)).waitingPlace;
    expect(offered.position).toBe(1);
    const hours = (Date.parse(offered.offerExpiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    const { email } = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const mail = await mailSentTo(app, email);
    expect(mail?.subject).toBe('Hay una plaza para ti en «Reparto de alimentos» · Fundación Demo');
    expect(mail?.text).toContain(`/volunteer/activity/${activity}`);

    // The offered place is nobody else's meanwhile.
    expect((await interventionSeenBy(second.headers, intervention)).freePlaces).toBe(0);
    const [late] = await volunteers(app, tenant, 1);
    const taken = await subscribe(app, late.headers, intervention);
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'field-number-of-volunteers-reached']);
    const notYours = await acceptOffer(app, second.headers, intervention);
    expect([notYours.statusCode, notYours.json().error]).toEqual([409, 'waiting-list-offer-not-open']);

    expect((await acceptOffer(app, first.headers, intervention)).statusCode).toBe(201);
    expect(await userIdsOf(intervention)).toEqual([participants[1].id, first.id]);
    expect(await lineOf(app, intervention)).toEqual([second.id]);
  });

  it('writes the offer in the volunteer’s stored language', async () => {
    await setOffers(app, admin, true);
    const { intervention, participants } = await fullSession(1);
    const [english] = await volunteers(app, tenant, 1);
    const settings = await app.inject({
      method: 'PATCH',
      url: '/api/me/settings',
      headers: jsonHeaders(english.headers, 'application/merge-patch+json'),
      payload: JSON.stringify({ language: 'en' }),
    });
    expect(settings.statusCode).toBe(200);
    await joinWaitingList(app, english.headers, intervention);
    await unsubscribe(app, participants[0].headers, intervention);
    const { email } = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', english.id)
      .executeTakeFirstOrThrow();
    const mail = await mailSentTo(app, email);
    expect(mail?.subject).toBe('A place is waiting for you in “Reparto de alimentos” · Fundación Demo');
    expect(mail?.text).toContain('24 hours');
  });

  it('passes the offer on when it is declined, and when it expires (once, however many passes run)', async () => {
    await setOffers(app, admin, true);
    const { intervention, participants } = await fullSession(1);
    const line = await volunteers(app, tenant, 3);
    for (const person of line) await joinWaitingList(app, person.headers, intervention);
    await unsubscribe(app, participants[0].headers, intervention);
    expect(
      (await interventionSeenBy(line[0].headers, intervention)).waitingPlace.offerExpiresAt,
    ).not.toBeNull();

    // Declined: the next is offered the place.
    await leaveWaitingList(app, line[0].headers, intervention);
    const offer = (await interventionSeenBy(line[1].headers, intervention)).waitingPlace;
    expect(offer.offerExpiresAt).not.toBeNull();

    // Not accepted in time: two passes at once end it once, and the third is offered the place.
    await app.mailer.idle();
    const sentBefore = app.mailer.sent.length;
    const later = new Date(Date.parse(offer.offerExpiresAt) + 60_000);
    await Promise.all([passExpiredOffers(app, later), passExpiredOffers(app, later)]);
    expect(await lineOf(app, intervention)).toEqual([line[2].id]);
    expect(
      (await interventionSeenBy(line[2].headers, intervention)).waitingPlace.offerExpiresAt,
    ).not.toBeNull();
    const offers = app.mailer.sent
      .slice(sentBefore)
      .filter((mail) => mail.subject.startsWith('Hay una plaza'));
    expect(offers).toHaveLength(1);
    const late = await acceptOffer(app, line[1].headers, intervention);
    expect([late.statusCode, late.json().error]).toEqual([404, 'not-on-waiting-list']);
    expect(await participantRows(app, intervention)).toHaveLength(0);
  });

  it('refuses a setting that is not true or false', async () => {
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/branding',
      headers: jsonHeaders(admin, 'application/merge-patch+json'),
      payload: JSON.stringify({ waiting_list_offers: 'sí' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'waiting_list_offers', message: 'field-not-valid-type' }),
    ]);
  });
});
