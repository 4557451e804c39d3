import type { FastifyInstance } from 'fastify';
import { buildTestApp, mailSentTo } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  insertPlace,
} from '../../../helpers/interventions';
import { WEEKDAYS } from '@enlace/shared/domain';
import { nowIso } from '../../../../src/db/database';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';
import { authAs, DEMO_HOST, tenantIdOf } from './participant-fixtures';

// The emails of a joined session that staff move (another day, time or place) or call off (its activity cancelled):
// each volunteer with a confirmed place learns what changed, in their language, with the updated calendar entry.
let app: FastifyInstance;
let tenant: number;
let staff: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  staff = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const patch = (url: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url,
    headers: jsonHeaders(staff, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

async function volunteerIn(intervention: number, language?: 'es' | 'en' | 'ca', status = 'confirmed') {
  const [userId] = await insertActiveVolunteers(app, tenant, 1, { name: 'Vera' });
  const now = nowIso();
  await app.db
    .insertInto('intervention_participants')
    .values({
      tenant_id: tenant,
      intervention_id: intervention,
      role: 'volunteer',
      user_id: userId!,
      beneficiary_id: null,
      status,
      source: 'self',
      added_by_id: userId!,
      created_at: now,
      confirmed_at: status === 'confirmed' ? now : null,
    })
    .execute();
  if (language) {
    await app.db
      .insertInto('user_settings')
      .values({ tenant_id: tenant, user_id: userId!, language, updated_at: now })
      .execute();
  }
  const { email } = await app.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId!)
    .executeTakeFirstOrThrow();
  return { userId: userId!, email };
}

/** A session a month ahead, 17:00–19:00 at a place with an address, with two volunteers (English, Spanish). */
async function session(days = 30) {
  const activity = await insertActivity(app, tenant, { name: 'Taller de móvil' });
  // As the activities' form saves it: a type of the list and a partner organisation.
  await app.db.updateTable('activities').set({ type: 'educational' }).where('id', '=', activity).execute();
  const partner = await app.db
    .selectFrom('partners')
    .select('id')
    .where('tenant_id', '=', tenant)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('activity_partners')
    .values({ tenant_id: tenant, activity_id: activity, partner_id: partner.id })
    .execute();
  const place = await openPlace('Centro Cívico Centro', 'Calle Larios 4');
  const intervention = await insertIntervention(app, tenant, activity, {
    date: dayFrom(days),
    scheduleStart: '17:00',
    scheduleEnd: '19:00',
    placeId: place,
  });
  const english = await volunteerIn(intervention, 'en');
  const spanish = await volunteerIn(intervention);
  return { activity, intervention, place, english, spanish };
}

/** A place open every day from 08:00 to 22:00. */
async function openPlace(name: string, address: string) {
  const place = await insertPlace(app, tenant, { name, address });
  await app.db
    .insertInto('place_schedules')
    .values(
      WEEKDAYS.map((weekday) => ({
        tenant_id: tenant,
        place_id: place,
        weekday,
        start_time: '08:00',
        end_time: '22:00',
      })),
    )
    .execute();
  return place;
}

const sentTo = (to: string) => app.mailer.sent.filter((mail) => mail.to === to);

/** The value of a property of a calendar file, its folded lines unfolded. */
const property = (content: string, name: string) =>
  content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe('a session moved by staff', () => {
  it('tells each volunteer the new time and place, before → after, with the updated calendar entry', async () => {
    const { intervention, english, spanish, activity } = await session();
    const library = await openPlace('Biblioteca Central', 'Calle Nueva 1');
    const answer = await patch(`/api/interventions/${intervention}`, {
      scheduleStart: '18:00',
      scheduleEnd: '20:00',
      place: `/api/places/${library}`,
    });
    expect(answer.statusCode).toBe(200);

    const mail = await mailSentTo(app, english.email);
    expect(mail!.subject).toBe('Changes to your session of “Taller de móvil” · Fundación Demo');
    expect(mail!.text).toMatch(/When: .*, from 17:00 to 19:00 → .*, from 18:00 to 20:00\./);
    expect(mail!.text).toContain(
      'Where: Centro Cívico Centro, Calle Larios 4 → Biblioteca Central, Calle Nueva 1.',
    );
    expect(mail!.text).toContain(`/volunteer/activity/${activity}`);
    const [file] = mail!.attachments!;
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(property(file!.content, 'METHOD')).toBe('REQUEST');
    expect(property(file!.content, 'UID')).toBe(
      `intervention-${intervention}-person-${english.userId}@localhost`,
    );
    expect(Number(property(file!.content, 'SEQUENCE'))).toBeGreaterThan(0);
    expect(property(file!.content, 'LOCATION')).toContain('Biblioteca Central');
    expect(property(file!.content, 'DTSTART')).toMatch(/T1[67]0000Z$/);

    const inSpanish = await mailSentTo(app, spanish.email);
    expect(inSpanish!.subject).toBe('Cambios en tu sesión de «Taller de móvil» · Fundación Demo');
    expect(inSpanish!.text).toContain('Dónde: Centro Cívico Centro, Calle Larios 4 → Biblioteca Central');
  });

  it('says only the day changed when only the day did', async () => {
    const { intervention, spanish } = await session();
    expect((await patch(`/api/interventions/${intervention}`, { date: dayFrom(31) })).statusCode).toBe(200);
    const mail = await mailSentTo(app, spanish.email);
    expect(mail!.text).toMatch(/Cuándo: .* → .*, de 17:00 a 19:00\./);
    expect(mail!.text).toContain('Dónde: Centro Cívico Centro, Calle Larios 4.');
  });

  it('sends nothing for a change of observations, name or maximums, nor to who is not confirmed', async () => {
    const { intervention, english, spanish } = await session();
    const pending = await volunteerIn(intervention, 'es', 'pending');
    const answer = await patch(`/api/interventions/${intervention}`, {
      observations: 'Traed el cargador',
      name: 'Sesión 1',
      maxVolunteers: 6,
    });
    expect(answer.statusCode).toBe(200);
    await app.mailer.idle();
    expect(sentTo(english.email)).toHaveLength(0);
    expect(sentTo(spanish.email)).toHaveLength(0);

    expect((await patch(`/api/interventions/${intervention}`, { scheduleEnd: '19:30' })).statusCode).toBe(
      200,
    );
    await app.mailer.idle();
    expect(sentTo(spanish.email)).toHaveLength(1);
    expect(sentTo(pending.email)).toHaveLength(0);
  });

  it('sends nothing when a session already held is corrected', async () => {
    const { intervention, spanish } = await session(-3);
    expect((await patch(`/api/interventions/${intervention}`, { scheduleEnd: '19:30' })).statusCode).toBe(
      200,
    );
    await app.mailer.idle();
    expect(sentTo(spanish.email)).toHaveLength(0);
  });
});

describe('an activity cancelled by staff', () => {
  it("tells each volunteer of its sessions to come that theirs will not take place, with the entry's cancellation", async () => {
    const { activity, intervention, english, spanish } = await session();
    // A session already held is not news.
    const held = await insertIntervention(app, tenant, activity, { date: dayFrom(-2) });
    const past = await volunteerIn(held);
    const answer = await patch(`/api/activities/${activity}`, { status: 'cancelled' });
    expect(answer.statusCode).toBe(200);

    const mail = await mailSentTo(app, english.email);
    expect(mail!.subject).toBe('Session cancelled: “Taller de móvil” · Fundación Demo');
    expect(mail!.text).toContain('the session you were signed up for will not take place');
    expect(mail!.text).toContain('from 17:00 to 19:00');
    const [file] = mail!.attachments!;
    expect(file!.filename).toBe('cancelacion.ics');
    expect(property(file!.content, 'METHOD')).toBe('CANCEL');
    expect(property(file!.content, 'STATUS')).toBe('CANCELLED');
    expect(property(file!.content, 'UID')).toBe(
      `intervention-${intervention}-person-${english.userId}@localhost`,
    );
    expect((await mailSentTo(app, spanish.email))!.subject).toBe(
      'Sesión cancelada: «Taller de móvil» · Fundación Demo',
    );
    await app.mailer.idle();
    expect(sentTo(past.email)).toHaveLength(0);
    expect(sentTo(english.email)).toHaveLength(1);
  });
});
