import type { FastifyInstance } from 'fastify';
import { buildTestApp, DEMO_PASSWORD, mailSentTo } from '../../../helpers/build-test-app';
import {
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  insertPlace,
  tokenHeaders,
} from '../../../helpers/interventions';
import { activateWith, activationCodeOf, jsonHeaders, validPerson } from '../volunteers/volunteer-fixtures';
import {
  addParticipant,
  authAs,
  DEMO_HOST,
  OTHER_HOST,
  removeParticipant,
  subscribe,
  tenantIdOf,
  unsubscribe,
} from './participant-fixtures';

// The emails people expect: a volunteer told of their validation, of joining or leaving a session (with its
// calendar file), and the coordinators who asked for it told of the people joining or leaving their activities.
let app: FastifyInstance;
let tenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
});
afterAll(() => app.close());

const idOf = async (email: string) =>
  (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const setSettings = (headers: Record<string, string>, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/me/settings',
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

/** A summer session of an activity coordinated by `coordinator` (a demo account), at a place with an address. */
async function session(
  coordinator = 'coordinacion@demo.example.org',
  name = 'Taller de móvil; para mayores',
) {
  const activity = await insertActivity(app, tenant, { name });
  await app.db
    .updateTable('activities')
    .set({ coordinator_id: await idOf(coordinator) })
    .where('id', '=', activity)
    .execute();
  const place = await insertPlace(app, tenant, { name: 'Centro Cívico Centro', address: 'Calle Larios 4' });
  const intervention = await insertIntervention(app, tenant, activity, {
    date: '2027-07-15',
    scheduleStart: '17:00',
    scheduleEnd: '19:00',
    placeId: place,
  });
  return { activity, intervention };
}

/** A validated volunteer whose emails are in `language`, with a session. */
async function volunteer(language: 'es' | 'en' | 'ca' = 'es') {
  const [id] = await insertActiveVolunteers(app, tenant, 1, { name: 'Vera' });
  const headers = await tokenHeaders(app, id!, DEMO_HOST);
  expect((await setSettings(headers, { language })).statusCode).toBe(200);
  const { email } = await app.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', id!)
    .executeTakeFirstOrThrow();
  return { id: id!, headers, email };
}

const sentTo = (to: string) => app.mailer.sent.filter((mail) => mail.to === to).length;

/** The properties of a calendar file, its folded lines unfolded (RFC 5545 §3.1). */
function parseCalendar(content: string) {
  expect(content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(content).toMatch(/END:VCALENDAR\r\n$/);
  const lines = content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  for (const line of lines) expect(line).toMatch(/^[A-Z-]+[;:]/);
  const value = (name: string) => {
    const line = lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
    return line?.slice(line.indexOf(':') + 1);
  };
  return { lines, value };
}

const calendarOf = (mail: { attachments?: { content: string; contentType: string; filename: string }[] }) => {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments!;
  return { file: file!, ...parseCalendar(file!.content) };
};

describe('the validation email', () => {
  it('tells the volunteer, in their stored language, that they can now sign up', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: DEMO_HOST, 'accept-language': 'en' },
      payload: { email: 'pendiente@demo.example.org', password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const before = sentTo('pendiente@demo.example.org');
    const admin = await authAs(app, 'admin@demo.example.org');
    const id = await idOf('pendiente@demo.example.org');
    const validated = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/validate`,
      headers: admin,
    });
    expect(validated.statusCode).toBe(200);
    const mail = await mailSentTo(app, 'pendiente@demo.example.org', before);
    expect(mail?.subject).toBe('You can now sign up for the activities of Fundación Demo');
    expect(mail?.text).toContain('http://localhost/volunteer');

    // Validating again changes nothing and sends nothing.
    await app.inject({ method: 'POST', url: `/api/volunteers/${id}/validate`, headers: admin });
    await app.mailer.idle();
    expect(sentTo('pendiente@demo.example.org')).toBe(before + 1);
  });
});

describe('the language of a person who signed up', () => {
  it('is the screen’s at the sign-up: the validation email staff cause is written in it', async () => {
    const email = 'nuria.catala@example.org';
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/volunteers/register',
      headers: {
        host: DEMO_HOST,
        'content-type': 'application/ld+json',
        'accept-language': 'ca-ES,ca;q=0.9',
      },
      payload: JSON.stringify({
        name: 'Núria',
        surname: 'Puig Vidal',
        email,
        phonePrefixMobile: '+34',
        phoneMobile: '612345678',
        birthday: '1990-04-02',
        acceptPrivacy: true,
      }),
    });
    expect(signedUp.statusCode).toBe(201);
    // The account activated (without a language: the stored one stays), then validated by staff in Spanish.
    const code = activationCodeOf((await mailSentTo(app, email, 0))!)!;
    const activated = await activateWith(app, code, validPerson(), 'Un-paseo-por-Montjuic-2026');
    expect(activated.statusCode).toBe(200);
    const admin = await authAs(app, 'admin@demo.example.org');
    const id = await idOf(email);
    const before = sentTo(email);
    await app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/validate`,
      headers: { ...admin, 'accept-language': 'es' },
    });
    expect((await mailSentTo(app, email, before))?.subject).toBe(
      'Ja et pots inscriure a les activitats de Fundación Demo',
    );
  });
});

describe('joining and leaving a session', () => {
  it('sends the volunteer the session with an invitation, then its cancellation with the same UID', async () => {
    const { activity, intervention } = await session();
    const person = await volunteer('ca');
    expect((await subscribe(app, person.headers, intervention)).statusCode).toBe(201);
    const joined = (await mailSentTo(app, person.email, 0))!;
    expect(joined.subject).toBe('T’has inscrit a «Taller de móvil; para mayores» · Fundación Demo');
    expect(joined.text).toContain('Quan: dijous, 15 de juliol del 2027, de 17:00 a 19:00.');
    expect(joined.text).toContain('On: Centro Cívico Centro, Calle Larios 4.');
    expect(joined.text).toContain(`http://localhost/volunteer/activity/${activity}`);
    const invitation = calendarOf(joined);
    expect(invitation.file.contentType).toMatch(/^text\/calendar;.*method=REQUEST/);
    expect(invitation.value('METHOD')).toBe('REQUEST');
    expect(invitation.value('DTSTART')).toBe('20270715T150000Z');
    expect(invitation.value('DTEND')).toBe('20270715T170000Z');
    expect(invitation.value('SUMMARY')).toBe('Taller de móvil\\; para mayores');
    expect(invitation.value('LOCATION')).toBe('Centro Cívico Centro\\, Calle Larios 4');
    expect(invitation.value('UID')).toBe(`intervention-${intervention}-person-${person.id}@localhost`);
    expect(invitation.value('ATTENDEE')).toContain(person.email);

    // Later than the invitation, so that calendars apply the cancellation after it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await unsubscribe(app, person.headers, intervention)).statusCode).toBe(200);
    const left = (await mailSentTo(app, person.email, 1))!;
    expect(left.subject).toBe('Ja no estàs inscrit a «Taller de móvil; para mayores» · Fundación Demo');
    const cancellation = calendarOf(left);
    expect(cancellation.file.contentType).toMatch(/^text\/calendar;.*method=CANCEL/);
    expect(cancellation.value('METHOD')).toBe('CANCEL');
    expect(cancellation.value('STATUS')).toBe('CANCELLED');
    expect(cancellation.value('UID')).toBe(invitation.value('UID'));
    expect(Number(cancellation.value('SEQUENCE'))).toBeGreaterThan(Number(invitation.value('SEQUENCE')));
    expect(cancellation.value('DTSTART')).toBe('20270715T150000Z');
  });

  it('writes to a volunteer whom staff add or remove, saying so, in the volunteer’s language', async () => {
    const { intervention } = await session();
    const person = await volunteer('en');
    const staff = await authAs(app, 'tecnica@demo.example.org');
    const added = await addParticipant(app, staff, intervention, `/api/volunteers/${person.id}`);
    expect(added.statusCode).toBe(201);
    const joined = (await mailSentTo(app, person.email, 0))!;
    expect(joined.subject).toBe('You have signed up for “Taller de móvil; para mayores” · Fundación Demo');
    expect(joined.text).toContain('Fundación Demo has signed you up for a session of');
    expect(joined.text).toContain('When: Thursday, 15 July 2027, from 17:00 to 19:00.');
    expect(calendarOf(joined).value('METHOD')).toBe('REQUEST');

    const removed = await removeParticipant(app, staff, intervention, added.json().id);
    expect(removed.statusCode).toBe(204);
    const left = (await mailSentTo(app, person.email, 1))!;
    expect(left.text).toContain('Fundación Demo has taken you off a session of');
    const cancellation = calendarOf(left);
    expect(cancellation.value('METHOD')).toBe('CANCEL');
    expect(cancellation.value('UID')).toBe(calendarOf(joined).value('UID'));
  });

  it('writes in Spanish to a volunteer whose language is not known yet', async () => {
    const { intervention } = await session();
    const [id] = await insertActiveVolunteers(app, tenant, 1);
    const headers = await tokenHeaders(app, id!, DEMO_HOST);
    expect((await subscribe(app, { ...headers, 'accept-language': 'en' }, intervention)).statusCode).toBe(
      201,
    );
    const { email } = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect((await mailSentTo(app, email, 0))?.subject).toMatch(/^Te has inscrito en «/);
  });

  it('answers the volunteer even when the email cannot be sent', async () => {
    const { intervention } = await session();
    const person = await volunteer();
    const send = app.mailer.send;
    app.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      expect((await subscribe(app, person.headers, intervention)).statusCode).toBe(201);
      await app.mailer.idle();
    } finally {
      app.mailer.send = send;
    }
    expect(sentTo(person.email)).toBe(0);
  });
});

describe('the coordinator’s notices', () => {
  it('tells a coordinator who opted in, and only them, when a volunteer joins or leaves', async () => {
    const coordinator = await authAs(app, 'coordinacion@demo.example.org');
    expect(
      (await setSettings(coordinator, { notifyParticipationChanges: true, language: 'es' })).statusCode,
    ).toBe(200);
    // Another organisation's administrator who opted in too.
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    expect((await setSettings(otherAdmin, { notifyParticipationChanges: true })).statusCode).toBe(200);

    const mine = await session('coordinacion@demo.example.org', 'Refuerzo escolar');
    const notMine = await session('tecnica@demo.example.org', 'Club de lectura');
    const person = await volunteer('en');
    const coordinatorBefore = sentTo('coordinacion@demo.example.org');
    const tecnicaBefore = sentTo('tecnica@demo.example.org');
    const otherBefore = sentTo('admin@otra.example.org');

    expect((await subscribe(app, person.headers, mine.intervention)).statusCode).toBe(201);
    const notice = (await mailSentTo(app, 'coordinacion@demo.example.org', coordinatorBefore))!;
    expect(notice.subject).toMatch(/^Vera Prueba \d+ se ha inscrito en «Refuerzo escolar»/);
    expect(notice.text).toContain(`http://localhost/intranet/intervention/${mine.intervention}`);
    expect(notice.attachments).toBeUndefined();

    expect((await unsubscribe(app, person.headers, mine.intervention)).statusCode).toBe(200);
    const leftNotice = (await mailSentTo(app, 'coordinacion@demo.example.org', coordinatorBefore + 1))!;
    expect(leftNotice.subject).toMatch(/^Vera Prueba \d+ se ha dado de baja de «Refuerzo escolar»/);

    // The activity of someone who did not opt in: no notice to anyone.
    expect((await subscribe(app, person.headers, notMine.intervention)).statusCode).toBe(201);
    await app.mailer.idle();
    expect(sentTo('tecnica@demo.example.org')).toBe(tecnicaBefore);
    expect(sentTo('coordinacion@demo.example.org')).toBe(coordinatorBefore + 2);
    expect(sentTo('admin@otra.example.org')).toBe(otherBefore);
  });

  it('does not tell a coordinator who switched the notices off, nor of their own changes', async () => {
    const coordinator = await authAs(app, 'coordinacion@demo.example.org');
    const { intervention } = await session();
    const person = await volunteer();
    expect((await setSettings(coordinator, { notifyParticipationChanges: true })).statusCode).toBe(200);
    const before = sentTo('coordinacion@demo.example.org');
    // Added by the coordinator themselves: the volunteer is told, the coordinator knows already.
    const added = await addParticipant(app, coordinator, intervention, `/api/volunteers/${person.id}`);
    expect(added.statusCode).toBe(201);
    await mailSentTo(app, person.email, 0);
    await app.mailer.idle();
    expect(sentTo('coordinacion@demo.example.org')).toBe(before);

    expect((await setSettings(coordinator, { notifyParticipationChanges: false })).statusCode).toBe(200);
    const other = await volunteer();
    expect((await subscribe(app, other.headers, intervention)).statusCode).toBe(201);
    await mailSentTo(app, other.email, 0);
    await app.mailer.idle();
    expect(sentTo('coordinacion@demo.example.org')).toBe(before);
  });
});
