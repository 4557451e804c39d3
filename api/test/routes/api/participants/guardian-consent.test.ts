import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  consentCodeMailedTo,
  consentRows,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  insertPlace,
  participantRows,
  tokenHeaders,
} from '../../../helpers/interventions';
import {
  addParticipant,
  authAs,
  dayFromToday,
  DEMO_HOST,
  insertBeneficiary,
  listParticipants,
  OTHER_HOST,
  subscribe,
  tenantIdOf,
} from './participant-fixtures';

// The tutor's side of consent (docs/adr/0061-tutor-consent.md): the public page's data and the authorisation,
// for a minor beneficiary's participation and for a minor volunteer.
let app: FastifyInstance;
let admin: Record<string, string>;
let tenant: number;
let activity: number;
let place: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  tenant = await tenantIdOf(app, DEMO_HOST);
  activity = await insertActivity(app, tenant, { name: 'Cuentacuentos en la biblioteca' });
  place = await insertPlace(app, tenant, {
    name: 'Biblioteca del barrio',
    address: 'Calle Larios 5, Málaga',
  });
});
afterAll(() => app.close());

const consentUrl = (code: string) => `/api/authorized-participation/${code}`;
const view = (code: string, host = DEMO_HOST) =>
  app.inject({ method: 'GET', url: consentUrl(code), headers: { host } });
const authorise = (code: string, host = DEMO_HOST) =>
  app.inject({ method: 'POST', url: consentUrl(code), headers: { host } });

/** A pending minor in a new intervention; returns the ids and the code mailed to the tutor. */
async function pendingMinor(tutorEmail: string) {
  const intervention = await insertIntervention(app, tenant, activity, {
    placeId: place,
    date: '2099-03-14',
    scheduleStart: '17:30',
    scheduleEnd: '19:00',
  });
  const minor = await insertBeneficiary(app, tenant, { name: 'Lucía', surname: 'Gil Pardo', tutorEmail });
  const added = await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`);
  expect(added.json().status).toBe('pending');
  return { intervention, participant: added.json().id as number, code: consentCodeMailedTo(app, tutorEmail) };
}

describe("a minor beneficiary's participation", () => {
  it('shows the tutor the child, the activity, the address, the day and time and the organisation', async () => {
    const { code } = await pendingMinor('tutor.uno@example.org');
    const answer = await view(code);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      kind: 'participant',
      childName: 'Lucía',
      childSurname: 'Gil Pardo',
      activityName: 'Cuentacuentos en la biblioteca',
      date: '2099-03-14',
      scheduleStart: '17:30',
      scheduleEnd: '19:00',
      address: 'Biblioteca del barrio, Calle Larios 5, Málaga',
      organisation: 'Fundación Demo',
      consented: false,
      declined: false,
      declinedAt: null,
    });
  });

  it('records the consent (when and from which code), confirms the participant, and staff see it confirmed', async () => {
    const { intervention, participant, code } = await pendingMinor('tutor.dos@example.org');
    const answer = await authorise(code);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'guardian-consent-confirmed' });
    const [row] = await participantRows(app, intervention);
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).not.toBeNull();
    const [consent] = await consentRows(app, { participantId: participant });
    expect(consent.consented_at).not.toBeNull();
    const list = await listParticipants(app, admin, intervention);
    expect(list.json().member[0]).toMatchObject({ status: 'confirmed', consent: null });

    // Used: the page says so, and authorising again answers consent-already-given.
    expect((await view(code)).json()).toMatchObject({ consented: true });
    const again = await authorise(code);
    expect([again.statusCode, again.json().error]).toEqual([409, 'consent-already-given']);
  });

  it('records one consent when the tutor clicks several times at once', async () => {
    const { intervention, participant, code } = await pendingMinor('tutor.seis@example.org');
    const answers = await Promise.all(Array.from({ length: 5 }, () => authorise(code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await participantRows(app, intervention))[0].status).toBe('confirmed');
    expect((await consentRows(app, { participantId: participant }))[0].consented_at).not.toBeNull();
  });

  it('answers 410 consent-code-expired once the code has expired, and changes nothing', async () => {
    const { intervention, participant, code } = await pendingMinor('tutor.tres@example.org');
    await app.db
      .updateTable('guardian_consents')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('participant_id', '=', participant)
      .execute();
    const seen = await view(code);
    expect([seen.statusCode, seen.json().error]).toEqual([410, 'consent-code-expired']);
    const refused = await authorise(code);
    expect([refused.statusCode, refused.json().error]).toEqual([410, 'consent-code-expired']);
    expect((await participantRows(app, intervention))[0].status).toBe('pending');
  });

  it('answers 404 invalid-consent-code for an unknown code, and 400 for one that cannot be a code', async () => {
    const unknown = 'a'.repeat(43);
    for (const answer of [await view(unknown), await authorise(unknown)]) {
      expect([answer.statusCode, answer.json().error]).toEqual([404, 'invalid-consent-code']);
    }
    expect((await view('no%20es%20un%20c%C3%B3digo')).statusCode).toBe(400);
  });

  it("answers 404 invalid-consent-code on another organisation's host, and changes nothing", async () => {
    const { intervention, code } = await pendingMinor('tutor.cuatro@example.org');
    for (const answer of [await view(code, OTHER_HOST), await authorise(code, OTHER_HOST)]) {
      expect([answer.statusCode, answer.json().error]).toEqual([404, 'invalid-consent-code']);
    }
    expect((await participantRows(app, intervention))[0].status).toBe('pending');
  });

  it('answers 404 invalid-consent-code once staff removed the participant', async () => {
    const { intervention, participant, code } = await pendingMinor('tutor.cinco@example.org');
    await app.inject({
      method: 'DELETE',
      url: `/api/interventions/${intervention}/participants/${participant}`,
      headers: admin,
    });
    expect((await authorise(code)).json().error).toBe('invalid-consent-code');
  });
});

describe("a minor volunteer's authorisation", () => {
  /** A request of the demo tenant's host, as the volunteer forms will pass it. */
  const demoRequest = async () => {
    const tenantRow = await app.tenantsRepository.findByHost(DEMO_HOST);
    return {
      tenant: tenantRow,
      protocol: 'http',
      host: DEMO_HOST,
      hostname: DEMO_HOST,
      headers: { host: DEMO_HOST },
    } as unknown as FastifyRequest;
  };

  it('emails the tutor, shows the volunteer on the page, and once authorised the volunteer may subscribe', async () => {
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1, {
      name: 'Mario',
      birthday: dayFromToday(-16),
      tutorEmail: 'madre.mario@example.org',
    });
    const headers = await tokenHeaders(app, volunteer, DEMO_HOST);
    const intervention = await insertIntervention(app, tenant, activity);
    expect((await subscribe(app, headers, intervention)).json().error).toBe(
      'minor-volunteer-authorisation-pending',
    );

    const sent = await app.participantsRepository.requestVolunteerConsent(await demoRequest(), volunteer);
    expect(sent.tutorEmail).toBe('madre.mario@example.org');
    const mail = app.mailer.sent.at(-1)!;
    expect(mail.to).toBe('madre.mario@example.org');
    expect(mail.subject).toContain('Mario');
    const code = consentCodeMailedTo(app, 'madre.mario@example.org');

    expect((await view(code)).json()).toEqual({
      kind: 'volunteer',
      childName: 'Mario',
      childSurname: expect.any(String),
      activityName: null,
      date: null,
      scheduleStart: null,
      scheduleEnd: null,
      address: null,
      organisation: 'Fundación Demo',
      consented: false,
      declined: false,
      declinedAt: null,
    });
    expect((await authorise(code)).json()).toEqual({ success: true, message: 'guardian-consent-confirmed' });
    const user = await app.db
      .selectFrom('users')
      .select('guardian_consented_at')
      .where('id', '=', volunteer)
      .executeTakeFirstOrThrow();
    expect(user.guardian_consented_at).not.toBeNull();
    expect((await subscribe(app, headers, intervention)).statusCode).toBe(201);
  });

  it('replaces the previous code when asked again', async () => {
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1, {
      birthday: dayFromToday(-15),
      tutorEmail: 'padre.dos@example.org',
    });
    await app.participantsRepository.requestVolunteerConsent(await demoRequest(), volunteer);
    const first = consentCodeMailedTo(app, 'padre.dos@example.org');
    await app.participantsRepository.requestVolunteerConsent(await demoRequest(), volunteer);
    const second = consentCodeMailedTo(app, 'padre.dos@example.org');
    expect((await view(first)).json().error).toBe('invalid-consent-code');
    expect((await view(second)).statusCode).toBe(200);
    expect(await consentRows(app, { volunteerId: volunteer })).toHaveLength(2);
  });

  it('refuses an adult volunteer (volunteer-not-minor), a minor without a tutor email and an unknown one', async () => {
    const [adult] = await insertActiveVolunteers(app, tenant, 1, { tutorEmail: 'x@example.org' });
    const [noTutor] = await insertActiveVolunteers(app, tenant, 1, { birthday: dayFromToday(-16) });
    const request = await demoRequest();
    await expect(app.participantsRepository.requestVolunteerConsent(request, adult)).rejects.toMatchObject({
      statusCode: 409,
      code: 'volunteer-not-minor',
    });
    await expect(app.participantsRepository.requestVolunteerConsent(request, noTutor)).rejects.toMatchObject({
      statusCode: 422,
      code: 'tutor-email-required',
    });
    await expect(app.participantsRepository.requestVolunteerConsent(request, 999999)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await consentRows(app, { volunteerId: noTutor })).toHaveLength(0);
  });
});
