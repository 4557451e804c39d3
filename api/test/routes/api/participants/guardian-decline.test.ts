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
import { jsonHeaders } from '../volunteers/volunteer-fixtures';
import {
  addParticipant,
  authAs,
  dayFromToday,
  DEMO_HOST,
  insertBeneficiary,
  listParticipants,
  OTHER_HOST,
  removeParticipant,
  resendConsent,
  subscribe,
  tenantIdOf,
} from './participant-fixtures';

// The tutor may also say no (docs/adr/0062-tutor-declines.md): the minor does not take part in that
// session, staff see the refusal with its date and reason, the family is not asked again for it, and the code
// cannot authorise afterwards.
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
const authorise = (code: string) =>
  app.inject({ method: 'POST', url: consentUrl(code), headers: { host: DEMO_HOST } });
const decline = (code: string, body?: object, host = DEMO_HOST) =>
  app.inject({
    method: 'POST',
    url: `${consentUrl(code)}/decline`,
    headers: body === undefined ? { host } : jsonHeaders({ host }),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

let sequence = 0;
/** A pending minor in a new intervention with one beneficiary place; returns the ids and the code mailed. */
async function pendingMinor(maxBeneficiaries = 1) {
  sequence += 1;
  const tutorEmail = `familia.${sequence}@example.org`;
  const intervention = await insertIntervention(app, tenant, activity, {
    placeId: place,
    date: dayFromToday(20 + sequence),
    maxBeneficiaries,
  });
  const minor = await insertBeneficiary(app, tenant, { name: 'Lucía', surname: 'Gil Pardo', tutorEmail });
  const added = await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`);
  expect(added.json().status).toBe('pending');
  return {
    intervention,
    minor,
    tutorEmail,
    participant: added.json().id as number,
    code: consentCodeMailedTo(app, tutorEmail),
  };
}

describe("a tutor declining a minor beneficiary's participation", () => {
  it('records the refusal with its reason; staff see it; the minor no longer holds the place', async () => {
    const { intervention, participant, code } = await pendingMinor(1);
    const answer = await decline(code, { reason: '  Ese día tiene médico.  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'guardian-consent-declined' });

    const [row] = await participantRows(app, intervention);
    expect(row).toMatchObject({ status: 'declined', confirmed_at: null });
    const [consent] = await consentRows(app, { participantId: participant });
    expect(consent).toMatchObject({ decline_reason: 'Ese día tiene médico.', consented_at: null });
    expect(consent.declined_at).not.toBeNull();

    const [member] = (await listParticipants(app, admin, intervention)).json().member;
    expect(member).toMatchObject({
      status: 'declined',
      consent: null,
      declined: { at: consent.declined_at, reason: 'Ese día tiene médico.' },
    });
    // The one beneficiary place is free again, and the counts leave the minor out.
    const other = await insertBeneficiary(app, tenant, {
      name: 'Rosa',
      birthday: '1980-01-01',
      tutorEmail: null,
    });
    expect((await addParticipant(app, admin, intervention, `/api/beneficiaries/${other}`)).statusCode).toBe(
      201,
    );
    const counts = (
      await app.inject({ method: 'GET', url: `/api/interventions/${intervention}`, headers: admin })
    ).json().counts;
    expect(counts).toMatchObject({ beneficiaries: 1, pendingBeneficiaries: 0 });
  });

  it('needs no reason, and the page then says it was declined', async () => {
    const { participant, code } = await pendingMinor();
    expect((await decline(code)).statusCode).toBe(200);
    expect((await consentRows(app, { participantId: participant }))[0].decline_reason).toBeNull();
    const seen = await view(code);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ consented: false, declined: true, declinedAt: expect.any(String) });
  });

  it('refuses a reason over 500 characters with 422 at the field, and changes nothing', async () => {
    const { intervention, code } = await pendingMinor();
    const answer = await decline(code, { reason: 'x'.repeat(501) });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().violations).toEqual([
      { propertyPath: 'reason', message: 'field-max-length', params: { max: 500 } },
    ]);
    expect((await participantRows(app, intervention))[0].status).toBe('pending');
  });

  it('cannot authorise with the declined code, nor decline twice', async () => {
    const { intervention, code } = await pendingMinor();
    expect((await decline(code)).statusCode).toBe(200);
    const authorised = await authorise(code);
    expect([authorised.statusCode, authorised.json().error]).toEqual([409, 'consent-declined']);
    const again = await decline(code);
    expect([again.statusCode, again.json().error]).toEqual([409, 'consent-declined']);
    expect((await participantRows(app, intervention))[0].status).toBe('declined');
  });

  it('cannot decline once authorised', async () => {
    const { intervention, code } = await pendingMinor();
    expect((await authorise(code)).statusCode).toBe(200);
    const declined = await decline(code);
    expect([declined.statusCode, declined.json().error]).toEqual([409, 'consent-already-given']);
    expect((await participantRows(app, intervention))[0].status).toBe('confirmed');
  });

  it('does not ask the family again for that session: no resend, no re-adding, no removing the refusal', async () => {
    const { intervention, minor, participant, tutorEmail, code } = await pendingMinor(3);
    expect((await decline(code)).statusCode).toBe(200);
    const mailsBefore = app.mailer.sent.filter((mail) => mail.to === tutorEmail).length;

    const resent = await resendConsent(app, admin, intervention, participant);
    expect([resent.statusCode, resent.json().error]).toEqual([409, 'consent-declined']);
    const readded = await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`);
    expect([readded.statusCode, readded.json().error]).toEqual([409, 'consent-declined']);
    const removed = await removeParticipant(app, admin, intervention, participant);
    expect([removed.statusCode, removed.json().error]).toEqual([409, 'consent-declined']);

    expect(app.mailer.sent.filter((mail) => mail.to === tutorEmail)).toHaveLength(mailsBefore);
    expect(await participantRows(app, intervention)).toHaveLength(1);
    expect(await consentRows(app, { participantId: participant })).toHaveLength(1);

    // A new session is a new question.
    const next = await insertIntervention(app, tenant, activity, { placeId: place, date: dayFromToday(90) });
    const asked = await addParticipant(app, admin, next, `/api/beneficiaries/${minor}`);
    expect(asked.json().status).toBe('pending');
    expect(app.mailer.sent.filter((mail) => mail.to === tutorEmail)).toHaveLength(mailsBefore + 1);
  });

  it('lets staff delete a session whose only participant was declined', async () => {
    const { intervention, code } = await pendingMinor();
    expect((await decline(code)).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/interventions/${intervention}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it("answers 404 invalid-consent-code on another organisation's host and for an unknown code", async () => {
    const { intervention, code } = await pendingMinor();
    const elsewhere = await decline(code, {}, OTHER_HOST);
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([404, 'invalid-consent-code']);
    const unknown = await decline('a'.repeat(43));
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'invalid-consent-code']);
    expect((await participantRows(app, intervention))[0].status).toBe('pending');
  });

  it('answers 410 consent-code-expired for an expired code', async () => {
    const { participant, code } = await pendingMinor();
    await app.db
      .updateTable('guardian_consents')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('participant_id', '=', participant)
      .execute();
    const answer = await decline(code);
    expect([answer.statusCode, answer.json().error]).toEqual([410, 'consent-code-expired']);
  });
});

describe("a tutor declining a minor volunteer's authorisation", () => {
  const demoRequest = async () =>
    ({
      tenant: await app.tenantsRepository.findByHost(DEMO_HOST),
      protocol: 'http',
      host: DEMO_HOST,
      hostname: DEMO_HOST,
      headers: { host: DEMO_HOST },
    }) as unknown as FastifyRequest;

  it('keeps the volunteer unauthorised, shows staff the refusal and is not asked again', async () => {
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1, {
      name: 'Mario',
      birthday: dayFromToday(-16),
      tutorEmail: 'madre.de.mario@example.org',
    });
    await app.participantsRepository.requestVolunteerConsent(await demoRequest(), volunteer);
    const code = consentCodeMailedTo(app, 'madre.de.mario@example.org');
    expect((await decline(code, { reason: 'Prefiero que espere a los 18.' })).statusCode).toBe(200);

    const read = await app.inject({ method: 'GET', url: `/api/volunteers/${volunteer}`, headers: admin });
    expect(read.json()).toMatchObject({
      guardianConsent: 'declined',
      guardianConsentedAt: null,
      guardianDeclinedAt: expect.any(String),
      guardianDeclineReason: 'Prefiero que espere a los 18.',
    });
    const headers = await tokenHeaders(app, volunteer, DEMO_HOST);
    const intervention = await insertIntervention(app, tenant, activity, { date: dayFromToday(120) });
    expect((await subscribe(app, headers, intervention)).json().error).toBe(
      'minor-volunteer-authorisation-pending',
    );
    const resent = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${volunteer}/guardian-consent`,
      headers: admin,
    });
    expect([resent.statusCode, resent.json().error]).toEqual([409, 'consent-declined']);
    expect((await authorise(code)).json().error).toBe('consent-declined');
    expect((await view(code)).json()).toMatchObject({ kind: 'volunteer', declined: true });
  });
});
