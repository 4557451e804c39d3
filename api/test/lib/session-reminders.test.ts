import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';
import {
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  insertPlace,
} from '../helpers/interventions';
import { DEMO_HOST, OTHER_HOST, tenantIdOf } from '../routes/api/volunteers/volunteer-fixtures';
import { REMINDER_CLAIM_LEASE_MS, sendDueReminders } from '../../src/lib/session-reminders';
import { nowIso } from '../../src/db/database';

// The session reminders: one email per volunteer and session time, the organisation's hours before it, whatever
// the number of passes or processes running them.
let app: FastifyInstance;
let tenant: number;
let otherTenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  otherTenant = await tenantIdOf(app, OTHER_HOST);
});
afterAll(() => app.close());

const HOUR = 3_600_000;

let day = 0;
/** A day of its own in July 2027 for each test's session, so that no test sees another's reminders. */
const nextDate = () => {
  day += 1;
  return `2027-07-${String(day).padStart(2, '0')}`;
};
/** The instant 17:00 of that July day in Málaga. */
const startOf = (date: string) => Date.parse(`${date}T15:00:00Z`);

/** A session at 17:00–19:00 at a place with an address, with one volunteer who joined `joinedAt`. */
async function joinedSession(
  options: { tenantId?: number; language?: 'es' | 'en' | 'ca'; joinedAt?: string; date?: string } = {},
) {
  const tenantId = options.tenantId ?? tenant;
  const date = options.date ?? nextDate();
  const activity = await insertActivity(app, tenantId, { name: 'Taller de móvil' });
  const place = await insertPlace(app, tenantId, { name: 'Centro Cívico Centro', address: 'Calle Larios 4' });
  const intervention = await insertIntervention(app, tenantId, activity, {
    date,
    scheduleStart: '17:00',
    scheduleEnd: '19:00',
    placeId: place,
  });
  const [userId] = await insertActiveVolunteers(app, tenantId, 1, { name: 'Vera' });
  const joinedAt = options.joinedAt ?? '2027-06-01T10:00:00.000Z';
  const { id: participantId } = await app.db
    .insertInto('intervention_participants')
    .values({
      tenant_id: tenantId,
      intervention_id: intervention,
      role: 'volunteer',
      user_id: userId!,
      beneficiary_id: null,
      status: 'confirmed',
      source: 'self',
      added_by_id: userId!,
      created_at: joinedAt,
      confirmed_at: joinedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.language) {
    await app.db
      .insertInto('user_settings')
      .values({ tenant_id: tenantId, user_id: userId!, language: options.language, updated_at: nowIso() })
      .execute();
  }
  const { email } = await app.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId!)
    .executeTakeFirstOrThrow();
  return { activity, intervention, participantId, userId: userId!, email, start: startOf(date) };
}

const sentTo = (to: string) => app.mailer.sent.filter((mail) => mail.to === to);
const hoursBefore = (start: number, hours: number) => new Date(start - hours * HOUR);

describe('session reminders', () => {
  it('reminds a volunteer once, 48 hours before, in their language, with the session and its calendar entry', async () => {
    const { email, start, activity, intervention, userId } = await joinedSession({ language: 'en' });
    await sendDueReminders(app, hoursBefore(start, 49));
    expect(sentTo(email)).toHaveLength(0);

    await sendDueReminders(app, hoursBefore(start, 47.9));
    const [mail, ...more] = sentTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Reminder: your session of “Taller de móvil” · Fundación Demo');
    expect(mail!.from).toContain('"Fundación Demo"');
    expect(mail!.text).toContain('When: ');
    expect(mail!.text).toContain('from 17:00 to 19:00');
    expect(mail!.text).toContain('Where: Centro Cívico Centro, Calle Larios 4.');
    expect(mail!.text).toContain(`/volunteer/activity/${activity}`);
    const [file] = mail!.attachments!;
    expect(file!.filename).toBe('sesion.ics');
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file!.content).toContain('METHOD:REQUEST');
    expect(file!.content).toContain(`UID:intervention-${intervention}-person-${userId}@localhost`);

    // Later passes, up to the start, send nothing more.
    await sendDueReminders(app, hoursBefore(start, 20));
    await sendDueReminders(app, hoursBefore(start, 0.1));
    expect(sentTo(email)).toHaveLength(1);
  });

  it('writes in Spanish to someone who never chose a language, and in Catalan to who chose it', async () => {
    const spanish = await joinedSession();
    const catalan = await joinedSession({ language: 'ca' });
    await sendDueReminders(app, hoursBefore(spanish.start, 47));
    await sendDueReminders(app, hoursBefore(catalan.start, 47));
    expect(sentTo(spanish.email)[0]!.subject).toBe(
      'Recordatorio: tu sesión de «Taller de móvil» · Fundación Demo',
    );
    expect(sentTo(catalan.email)[0]!.subject).toBe(
      'Recordatori: la teva sessió de «Taller de móvil» · Fundación Demo',
    );
  });

  it('sends none for a session already started, of a cancelled activity, or left', async () => {
    const started = await joinedSession();
    await sendDueReminders(app, new Date(started.start + 60_000));
    expect(sentTo(started.email)).toHaveLength(0);

    const cancelled = await joinedSession();
    await app.db
      .updateTable('activities')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.activity)
      .execute();
    await sendDueReminders(app, hoursBefore(cancelled.start, 24));
    expect(sentTo(cancelled.email)).toHaveLength(0);

    const left = await joinedSession();
    await app.db.deleteFrom('intervention_participants').where('id', '=', left.participantId).execute();
    await sendDueReminders(app, hoursBefore(left.start, 24));
    expect(sentTo(left.email)).toHaveLength(0);
  });

  it('sends none to who joined when the reminder was already due: the join email said the same', async () => {
    const date = nextDate();
    const late = await joinedSession({
      date,
      joinedAt: new Date(startOf(date) - 10 * HOUR).toISOString(),
    });
    await sendDueReminders(app, hoursBefore(late.start, 9));
    expect(sentTo(late.email)).toHaveLength(0);
  });

  it('sends one reminder when two passes run at once', async () => {
    const { email, start } = await joinedSession();
    const now = hoursBefore(start, 30);
    const counts = await Promise.all([sendDueReminders(app, now), sendDueReminders(app, now)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(sentTo(email)).toHaveLength(1);
  });

  it('reminds again of a session moved to another time, and not of one whose place only changed', async () => {
    const { email, start, intervention } = await joinedSession();
    await sendDueReminders(app, hoursBefore(start, 40));
    expect(sentTo(email)).toHaveLength(1);

    const place = await insertPlace(app, tenant, { name: 'Biblioteca', address: 'Calle Nueva 1' });
    await app.db
      .updateTable('interventions')
      .set({ place_id: place })
      .where('id', '=', intervention)
      .execute();
    await sendDueReminders(app, hoursBefore(start, 39));
    expect(sentTo(email)).toHaveLength(1);

    await app.db
      .updateTable('interventions')
      .set({ schedule_start: '18:00', schedule_end: '20:00' })
      .where('id', '=', intervention)
      .execute();
    await sendDueReminders(app, hoursBefore(start, 38));
    expect(sentTo(email)).toHaveLength(2);
    expect(sentTo(email)[1]!.text).toContain('de 18:00 a 20:00');
  });

  it('takes again a reminder whose process stopped after claiming it, once its claim is old', async () => {
    const { email, start, participantId } = await joinedSession();
    const now = hoursBefore(start, 24);
    // Another process claimed it and died before sending it.
    await app.db
      .insertInto('session_reminders')
      .values({
        tenant_id: tenant,
        participant_id: participantId,
        session_start: `${new Date(start).toISOString().slice(0, 10)}T17:00`,
        claimed_at: new Date(now.getTime() - 60_000).toISOString(),
        sent_at: null,
      })
      .execute();
    await sendDueReminders(app, now);
    expect(sentTo(email)).toHaveLength(0);

    await sendDueReminders(app, new Date(now.getTime() + REMINDER_CLAIM_LEASE_MS));
    expect(sentTo(email)).toHaveLength(1);
  });

  it('tries again at the next pass when the relay refused the reminder', async () => {
    const { email, start } = await joinedSession();
    const send = jest.spyOn(app.mailer, 'send').mockResolvedValueOnce(false);
    await sendDueReminders(app, hoursBefore(start, 24));
    expect(sentTo(email)).toHaveLength(0);
    send.mockRestore();
    await sendDueReminders(app, hoursBefore(start, 23.9));
    expect(sentTo(email)).toHaveLength(1);
  });

  it("follows each organisation's own hours, and none when they turned reminders off", async () => {
    const date = nextDate();
    const demo = await joinedSession({ date });
    const other = await joinedSession({ date, tenantId: otherTenant });
    await app.db
      .updateTable('tenants')
      .set({ session_reminder_hours: 2 })
      .where('id', '=', otherTenant)
      .execute();
    await sendDueReminders(app, hoursBefore(demo.start, 24));
    expect(sentTo(demo.email)).toHaveLength(1);
    expect(sentTo(other.email)).toHaveLength(0);
    await sendDueReminders(app, hoursBefore(demo.start, 1));
    expect(sentTo(demo.email)).toHaveLength(1);
    const [mail] = sentTo(other.email);
    expect(mail!.subject).toContain('Asociación Otra Mirada');
    expect(mail!.text).toContain('http://otra.localhost');

    await app.db
      .updateTable('tenants')
      .set({ session_reminder_hours: 0 })
      .where('id', '=', otherTenant)
      .execute();
    const off = await joinedSession({ tenantId: otherTenant });
    await sendDueReminders(app, hoursBefore(off.start, 1));
    expect(sentTo(off.email)).toHaveLength(0);
  });
});

// Two API processes on one PostgreSQL database: each reminder goes out once, from one of them.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('session reminders with two API processes', () => {
  it('sends each due reminder once between both', async () => {
    const second = await buildTestApp({ pgSchema: app.config.pgSchema, seedDemoData: false });
    try {
      const date = nextDate();
      const sessions = await Promise.all([1, 2, 3].map(() => joinedSession({ date })));
      const now = hoursBefore(sessions[0]!.start, 47);
      const counts = await Promise.all([
        sendDueReminders(app, now),
        sendDueReminders(second, now),
        sendDueReminders(app, now),
        sendDueReminders(second, now),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      const all = [...app.mailer.sent, ...second.mailer.sent];
      for (const { email } of sessions) {
        expect(all.filter((mail) => mail.to === email).length).toBeLessThanOrEqual(1);
      }
      expect(sessions.map(({ email }) => all.filter((mail) => mail.to === email).length)).toEqual([1, 1, 1]);
    } finally {
      await second.close();
    }
  });
});
