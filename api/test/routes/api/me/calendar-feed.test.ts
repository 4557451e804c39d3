import type { FastifyInstance } from 'fastify';
import {
  clearActivities,
  dayFromToday,
  insertActivity,
  insertParticipant,
  userIdOf,
} from '../../../helpers/activity-rows';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, OTHER_HOST, ROLE_ACCOUNTS, tenantIdOf } from '../volunteers/volunteer-fixtures';

// A volunteer subscribes to their sessions from a calendar app: a private address (no credentials), their
// sessions only, a reset that ends the old address, and nothing for anyone else.
let app: FastifyInstance;
let tenantA: number;
let coordinator: number;
let valeria: number;
let volunteer: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  tenantA = await tenantIdOf(app, 'localhost');
  await clearActivities(app, tenantA);
  coordinator = await userIdOf(app, 'coordinacion@demo.example.org');
  valeria = await userIdOf(app, ROLE_ACCOUNTS.volunteer);
  volunteer = await authAs(app, ROLE_ACCOUNTS.volunteer);
});
afterAll(() => app.close());
afterEach(() => clearActivities(app, tenantA));

type Feed = { '@type': string; url: string; webcalUrl: string };

const myFeed = async (headers = volunteer) =>
  (await app.inject({ method: 'GET', url: '/api/me/calendar-feed', headers })).json() as Feed;

/** The feed as a calendar app fetches it: by its address alone, with the Host of its origin. */
const fetchFeed = (url: string, host = 'localhost') => {
  const { pathname } = new URL(url);
  return app.inject({ method: 'GET', url: pathname, headers: { host } });
};

const unfolded = (calendar: string) => calendar.replace(/\r\n[ \t]/g, '');

describe('a volunteer’s calendar feed', () => {
  it('lists the sessions they joined, from 90 days ago on, without other people’s or cancelled ones', async () => {
    const pablo = await userIdOf(app, 'pendiente@demo.example.org');
    const taller = await insertActivity(app, tenantA, coordinator, {
      name: 'Taller de móviles en Málaga',
      interventions: [
        { date: dayFromToday(3), scheduleStart: '10:00', scheduleEnd: '12:30' },
        { date: dayFromToday(-10) },
        { date: dayFromToday(-120) },
        { date: dayFromToday(5) },
      ],
    });
    const [soon, recent, longAgo, notMine] = taller.interventions;
    const cancelled = await insertActivity(app, tenantA, coordinator, {
      name: 'Cancelada',
      status: 'cancelled',
      interventions: [{ date: dayFromToday(6) }],
    });
    for (const id of [soon, recent, longAgo, cancelled.interventions[0]]) {
      await insertParticipant(app, tenantA, id!, valeria);
    }
    await insertParticipant(app, tenantA, notMine!, pablo);

    const feed = await myFeed();
    expect(feed['@type']).toBe('CalendarFeed');
    expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar-feeds\/[\w-]+\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));

    const answer = await fetchFeed(feed.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const calendar = unfolded(answer.body);
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain('METHOD:PUBLISH');
    expect(calendar).toMatch(/X-WR-CALNAME:.+: mis sesiones/);
    const uids = [...calendar.matchAll(/^UID:intervention-(\d+)-person-(\d+)@/gm)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(uids).toEqual([
      [recent, valeria],
      [soon, valeria],
    ]);
    expect(calendar).toContain('SUMMARY:Taller de móviles en Málaga');
    // Every content line within 75 octets, accents included (RFC 5545 §3.1).
    expect(answer.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('gives the same address until the volunteer changes it; the old one then answers 404', async () => {
    const first = await myFeed();
    expect((await myFeed()).url).toBe(first.url);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/me/calendar-feed/reset',
      headers: volunteer,
    });
    expect(reset.statusCode).toBe(200);
    const renewed = reset.json() as Feed;
    expect(renewed.url).not.toBe(first.url);
    expect((await myFeed()).url).toBe(renewed.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);
    const logged = await app.db
      .selectFrom('security_events')
      .select(['actor_id', 'subject_user_id'])
      .where('type', '=', 'calendar-feed-reset')
      .execute();
    expect(logged).toEqual([{ actor_id: valeria, subject_user_id: valeria }]);
  });

  it('answers 404 to an address that was tampered with, made up or of another organisation', async () => {
    const { url } = await myFeed();
    const { pathname } = new URL(url);
    const [userId, version, signature] = pathname.split('/').pop()!.replace('.ics', '').split('-');
    const other = await userIdOf(app, 'pendiente@demo.example.org');
    for (const file of [
      `${other}-${version}-${signature}.ics`,
      `${userId}-${Number(version) + 1}-${signature}.ics`,
      `${userId}-${version}-${'A'.repeat(32)}.ics`,
      'nada.ics',
      `${userId}.ics`,
    ]) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/calendar-feeds/${file}`,
        headers: { host: 'localhost' },
      });
      expect({ file, status: answer.statusCode }).toEqual({ file, status: 404 });
    }
    // The same address at another organisation's host is not theirs.
    expect((await fetchFeed(url, OTHER_HOST)).statusCode).toBe(404);
  });

  it('is a volunteer’s only: staff get 403, nobody signed out gets an address', async () => {
    const staff = await authAs(app, ROLE_ACCOUNTS.coordinator);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me/calendar-feed', headers: staff })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/me/calendar-feed/reset', headers: staff })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me/calendar-feed', headers: { host: 'localhost' } }))
        .statusCode,
    ).toBe(401);
  });
});
