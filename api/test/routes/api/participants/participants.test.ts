import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  consentRows,
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  insertPlace,
  participantRows,
} from '../../../helpers/interventions';
import {
  addParticipant,
  authAs,
  dayFromToday,
  DEMO_HOST,
  insertBeneficiary,
  listParticipants,
  removeParticipant,
  resendConsent,
  tenantIdOf,
  userIdOf,
} from './participant-fixtures';

// Staff add and remove the people of an intervention (docs/adr/0060-participation.md): every limit and refusal
// with its key, and a minor beneficiary waits for the tutor's consent.
let app: FastifyInstance;
let admin: Record<string, string>;
let coordinator: Record<string, string>;
let tenant: number;
let activity: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  coordinator = await authAs(app, 'coordinacion@demo.example.org');
  tenant = await tenantIdOf(app, DEMO_HOST);
  activity = await insertActivity(app, tenant, { name: 'Taller de lectura fácil' });
});
afterAll(() => app.close());
beforeEach(() => {
  app.mailer.sent.length = 0;
});

describe('adding people', () => {
  it('adds a validated volunteer, an employee, a coordinator (as an employee) and an adult beneficiary, confirmed', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    const employee = await userIdOf(app, 'tecnica@demo.example.org');
    const boss = await userIdOf(app, 'coordinacion@demo.example.org');
    const adult = await insertBeneficiary(app, tenant, {
      name: 'Rosa',
      birthday: '1980-01-01',
      tutorEmail: null,
    });

    const added = await addParticipant(app, admin, intervention, `/api/volunteers/${volunteer}`);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      '@type': 'Participant',
      role: 'volunteer',
      status: 'confirmed',
      source: 'staff',
      person: { '@id': `/api/volunteers/${volunteer}`, isMinor: false },
      consent: null,
      message: 'participant-added',
    });
    expect(added.headers.location).toBe(added.json()['@id']);
    expect(
      (await addParticipant(app, coordinator, intervention, `/api/employees/${employee}`)).statusCode,
    ).toBe(201);
    const asEmployee = await addParticipant(app, admin, intervention, `/api/coordinators/${boss}`);
    expect(asEmployee.json()).toMatchObject({
      role: 'employee',
      person: { '@id': `/api/coordinators/${boss}` },
    });
    const beneficiary = await addParticipant(app, admin, intervention, `/api/beneficiaries/${adult}`);
    expect(beneficiary.json()).toMatchObject({ role: 'beneficiary', status: 'confirmed' });
    // No consent to ask for: the only email is the volunteer's, with the session for their calendar.
    await app.mailer.idle();
    expect(app.mailer.sent).toHaveLength(1);
    expect(app.mailer.sent[0]?.attachments?.[0]?.contentType).toMatch(/^text\/calendar/);

    const list = await listParticipants(app, coordinator, intervention);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalItems).toBe(4);
    expect(list.json().member.map((m: { role: string }) => m.role)).toEqual([
      'volunteer',
      'employee',
      'employee',
      'beneficiary',
    ]);
  });

  it('answers field-number-of-volunteers-reached past the maximum and stores nothing more', async () => {
    const intervention = await insertIntervention(app, tenant, activity, { maxVolunteers: 2 });
    const volunteers = await insertActiveVolunteers(app, tenant, 3);
    for (const id of volunteers.slice(0, 2)) {
      expect((await addParticipant(app, admin, intervention, `/api/volunteers/${id}`)).statusCode).toBe(201);
    }
    const refused = await addParticipant(app, admin, intervention, `/api/volunteers/${volunteers[2]}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('field-number-of-volunteers-reached');
    expect(await participantRows(app, intervention)).toHaveLength(2);
  });

  it('answers field-number-of-employees-reached past the maximum of staff (coordinators count)', async () => {
    const intervention = await insertIntervention(app, tenant, activity, { maxEmployees: 1 });
    const boss = await userIdOf(app, 'coordinacion@demo.example.org');
    const employee = await userIdOf(app, 'tecnica@demo.example.org');
    expect((await addParticipant(app, admin, intervention, `/api/coordinators/${boss}`)).statusCode).toBe(
      201,
    );
    const refused = await addParticipant(app, admin, intervention, `/api/employees/${employee}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('field-number-of-employees-reached');
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });

  it('answers exceeded-limit past the beneficiaries, counting a pending minor as a taken place', async () => {
    const intervention = await insertIntervention(app, tenant, activity, { maxBeneficiaries: 1 });
    const minor = await insertBeneficiary(app, tenant);
    const adult = await insertBeneficiary(app, tenant, { birthday: '1970-02-02' });
    expect(
      (await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`)).json().status,
    ).toBe('pending');
    const refused = await addParticipant(app, admin, intervention, `/api/beneficiaries/${adult}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('exceeded-limit');
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });

  it('answers already-subscribed-to-intervention for the same person twice', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    const beneficiary = await insertBeneficiary(app, tenant, { birthday: '1970-02-02' });
    await addParticipant(app, admin, intervention, `/api/volunteers/${volunteer}`);
    await addParticipant(app, admin, intervention, `/api/beneficiaries/${beneficiary}`);
    for (const iri of [`/api/volunteers/${volunteer}`, `/api/beneficiaries/${beneficiary}`]) {
      const again = await addParticipant(app, admin, intervention, iri);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('already-subscribed-to-intervention');
    }
    expect(await participantRows(app, intervention)).toHaveLength(2);
  });

  it.each([
    ['complete', dayFrom(30), 'volunteers'],
    ['finished', dayFrom(30), 'employees'],
    ['cancelled', dayFrom(30), 'beneficiaries'],
    ['active', dayFrom(-1), 'volunteers'],
  ])(
    'refuses every role once completed (activity %s, day %s): intervention-completed-cannot-add-%s',
    async (status, date) => {
      const closed = await insertActivity(app, tenant, { status });
      const intervention = await insertIntervention(app, tenant, closed, { date });
      const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
      const employee = await userIdOf(app, 'tecnica@demo.example.org');
      const beneficiary = await insertBeneficiary(app, tenant, { birthday: '1970-02-02' });
      const answers = await Promise.all([
        addParticipant(app, admin, intervention, `/api/volunteers/${volunteer}`),
        addParticipant(app, admin, intervention, `/api/employees/${employee}`),
        addParticipant(app, admin, intervention, `/api/beneficiaries/${beneficiary}`),
      ]);
      expect(answers.map((a) => [a.statusCode, a.json().error])).toEqual([
        [409, 'intervention-completed-cannot-add-volunteers'],
        [409, 'intervention-completed-cannot-add-employees'],
        [409, 'intervention-completed-cannot-add-beneficiaries'],
      ]);
      expect(await participantRows(app, intervention)).toHaveLength(0);
    },
  );

  it('lets staff add people to a draft activity being prepared', async () => {
    const draft = await insertActivity(app, tenant, { status: 'draft' });
    const intervention = await insertIntervention(app, tenant, draft);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    expect((await addParticipant(app, admin, intervention, `/api/volunteers/${volunteer}`)).statusCode).toBe(
      201,
    );
  });

  it('refuses a volunteer whose profile is not validated, and a minor volunteer without the tutor’s authorisation', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const [pending] = await insertActiveVolunteers(app, tenant, 1, { validated: false });
    const [minor] = await insertActiveVolunteers(app, tenant, 1, { birthday: dayFromToday(-16) });
    const [authorised] = await insertActiveVolunteers(app, tenant, 1, {
      birthday: dayFromToday(-16),
      guardianConsented: true,
    });
    const notValidated = await addParticipant(app, admin, intervention, `/api/volunteers/${pending}`);
    expect([notValidated.statusCode, notValidated.json().error]).toEqual([409, 'volunteer-not-validated']);
    const waiting = await addParticipant(app, admin, intervention, `/api/volunteers/${minor}`);
    expect([waiting.statusCode, waiting.json().error]).toEqual([
      409,
      'minor-volunteer-authorisation-pending',
    ]);
    const ok = await addParticipant(app, admin, intervention, `/api/volunteers/${authorised}`);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().person.isMinor).toBe(true);
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });

  it.each([
    ['an unknown volunteer', () => '/api/volunteers/999999'],
    [
      'a staff member given as a volunteer',
      async () => `/api/volunteers/${await userIdOf(app, 'tecnica@demo.example.org')}`,
    ],
    [
      'an employee given as a coordinator',
      async () => `/api/coordinators/${await userIdOf(app, 'tecnica@demo.example.org')}`,
    ],
    ['a partner contact', async () => `/api/employees/${await userIdOf(app, 'entidad@demo.example.org')}`],
    ['a place', () => '/api/places/1'],
    ['nothing', () => undefined],
  ])('answers 422 field-not-valid-option at person for %s', async (_title, person) => {
    const intervention = await insertIntervention(app, tenant, activity);
    const refused = await addParticipant(app, admin, intervention, await person());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([
      { propertyPath: 'person', message: 'field-not-valid-option' },
    ]);
    expect(await participantRows(app, intervention)).toHaveLength(0);
  });

  it('answers 422 field-not-valid-type at person for a number instead of an IRI', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const refused = await addParticipant(app, admin, intervention, 5);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toMatchObject([
      { propertyPath: 'person', message: 'field-not-valid-type' },
    ]);
  });

  it('answers 404 for an intervention that does not exist', async () => {
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    const refused = await addParticipant(app, admin, 999999, `/api/volunteers/${volunteer}`);
    expect([refused.statusCode, refused.json().error]).toEqual([404, 'not-found']);
    expect((await listParticipants(app, admin, 999999)).statusCode).toBe(404);
  });
});

describe('a minor beneficiary', () => {
  it('stays pending, gets a hashed consent code for 14 days and the tutor gets the email with the link', async () => {
    const place = await insertPlace(app, tenant, {
      name: 'Biblioteca del barrio',
      address: 'Calle Larios 5, Málaga',
    });
    const intervention = await insertIntervention(app, tenant, activity, {
      placeId: place,
      date: '2099-06-13',
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
    });
    const minor = await insertBeneficiary(app, tenant, {
      name: 'Hugo',
      tutorEmail: 'antonio.ruiz@example.org',
    });
    const added = await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      status: 'pending',
      message: 'child-subscription-pending-consent',
      person: { isMinor: true },
      consent: { tutorEmail: 'antonio.ruiz@example.org' },
    });
    const { sentAt, expiresAt } = added.json().consent;
    expect(Date.parse(expiresAt) - Date.parse(sentAt)).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    expect(Date.parse(expiresAt) - Date.parse(sentAt)).toBeLessThan(14.1 * 24 * 3600 * 1000);

    expect(app.mailer.sent).toHaveLength(1);
    const mail = app.mailer.sent[0];
    expect(mail.to).toBe('antonio.ruiz@example.org');
    expect(mail.subject).toContain('Hugo');
    expect(mail.text).toContain('Taller de lectura fácil');
    expect(mail.text).toContain('sábado, 13 de junio de 2099, de 10:00 a 12:00');
    expect(mail.text).toContain('Biblioteca del barrio, Calle Larios 5, Málaga');
    const code = /http:\/\/localhost(?::\d+)?\/authorized-participation\/([A-Za-z0-9_-]+)/.exec(
      mail.text,
    )?.[1];
    expect(code).toBeDefined();
    expect(mail.html).toContain(`/authorized-participation/${code}`);

    const [stored] = await participantRows(app, intervention);
    expect(stored).toMatchObject({ status: 'pending', confirmed_at: null, beneficiary_id: minor });
    const [consent] = await consentRows(app, { participantId: stored.id });
    expect(consent.code_hash).not.toContain(code!);
    expect(consent.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(consent).toMatchObject({
      tutor_email: 'antonio.ruiz@example.org',
      consented_at: null,
      revoked_at: null,
    });
  });

  it('uses the linked adult tutor’s email when the record has no copy of it', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const tutor = await insertBeneficiary(app, tenant, {
      name: 'Rosa',
      birthday: '1980-01-01',
      email: 'rosa.tutora@example.org',
      tutorEmail: null,
    });
    const minor = await insertBeneficiary(app, tenant, { tutorId: tutor, tutorEmail: null });
    const added = await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`);
    expect(added.json().status).toBe('pending');
    expect(app.mailer.sent.map((m) => m.to)).toEqual(['rosa.tutora@example.org']);
  });

  it('answers 422 tutor-email-required when no tutor email is known, and stores nothing', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const minor = await insertBeneficiary(app, tenant, { tutorEmail: null });
    const refused = await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('tutor-email-required');
    expect(await participantRows(app, intervention)).toHaveLength(0);
    expect(app.mailer.sent).toHaveLength(0);
  });

  it('sends the email again with a new code, and the old code stops working', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const minor = await insertBeneficiary(app, tenant, { tutorEmail: 'madre@example.org' });
    const { id } = (await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`)).json();
    const resent = await resendConsent(app, coordinator, intervention, id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: 'guardian-consent-requested', status: 'pending' });
    expect(app.mailer.sent.map((m) => m.to)).toEqual(['madre@example.org', 'madre@example.org']);
    const codes = app.mailer.sent.map((m) => /authorized-participation\/([A-Za-z0-9_-]+)/.exec(m.text)![1]);
    expect(codes[0]).not.toBe(codes[1]);
    const consents = await consentRows(app, { participantId: id });
    expect(consents).toHaveLength(2);
    expect(consents[0].revoked_at).not.toBeNull();
    expect(consents[1].revoked_at).toBeNull();
    const old = await app.inject({ method: 'GET', url: `/api/authorized-participation/${codes[0]}` });
    expect([old.statusCode, old.json().error]).toEqual([404, 'invalid-consent-code']);
    const fresh = await app.inject({ method: 'GET', url: `/api/authorized-participation/${codes[1]}` });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers intervention-completed-cannot-add-beneficiaries when resending once the intervention was held', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const minor = await insertBeneficiary(app, tenant);
    const { id } = (await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`)).json();
    await app.db
      .updateTable('interventions')
      .set({ date: dayFrom(-1) })
      .where('id', '=', intervention)
      .execute();
    app.mailer.sent.length = 0;
    const refused = await resendConsent(app, admin, intervention, id);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'intervention-completed-cannot-add-beneficiaries',
    ]);
    expect(await consentRows(app, { participantId: id })).toHaveLength(1);
    expect(app.mailer.sent).toHaveLength(0);
  });

  it('answers participant-not-pending-consent when resending for a confirmed participant, and 404 for an unknown one', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const adult = await insertBeneficiary(app, tenant, { birthday: '1970-02-02' });
    const { id } = (await addParticipant(app, admin, intervention, `/api/beneficiaries/${adult}`)).json();
    const refused = await resendConsent(app, admin, intervention, id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'participant-not-pending-consent']);
    expect((await resendConsent(app, admin, intervention, 999999)).statusCode).toBe(404);
    expect(app.mailer.sent).toHaveLength(0);
  });
});

describe('removing people', () => {
  it('removes a participant, frees the place and drops the open consent', async () => {
    const intervention = await insertIntervention(app, tenant, activity, { maxBeneficiaries: 1 });
    const minor = await insertBeneficiary(app, tenant);
    const other = await insertBeneficiary(app, tenant, { birthday: '1970-02-02' });
    const { id } = (await addParticipant(app, admin, intervention, `/api/beneficiaries/${minor}`)).json();
    const removed = await removeParticipant(app, coordinator, intervention, id);
    expect(removed.statusCode).toBe(204);
    expect(await participantRows(app, intervention)).toHaveLength(0);
    expect(await consentRows(app, { participantId: id })).toHaveLength(0);
    expect((await addParticipant(app, admin, intervention, `/api/beneficiaries/${other}`)).statusCode).toBe(
      201,
    );
  });

  it('answers 404 for a participant of another intervention, and changes nothing', async () => {
    const first = await insertIntervention(app, tenant, activity);
    const second = await insertIntervention(app, tenant, activity);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    const { id } = (await addParticipant(app, admin, first, `/api/volunteers/${volunteer}`)).json();
    expect((await removeParticipant(app, admin, second, id)).statusCode).toBe(404);
    expect(await participantRows(app, first)).toHaveLength(1);
  });

  it('answers intervention-completed-cannot-remove-participants once the intervention was held', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    const { id } = (await addParticipant(app, admin, intervention, `/api/volunteers/${volunteer}`)).json();
    await app.db
      .updateTable('interventions')
      .set({ date: dayFrom(-2) })
      .where('id', '=', intervention)
      .execute();
    const refused = await removeParticipant(app, admin, intervention, id);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'intervention-completed-cannot-remove-participants',
    ]);
    expect(await participantRows(app, intervention)).toHaveLength(1);
  });
});

describe('who may', () => {
  it('refuses volunteers and partner contacts with 403 and unsigned requests with 401', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    for (const email of ['voluntaria@demo.example.org', 'entidad@demo.example.org']) {
      const headers = await authAs(app, email);
      expect((await listParticipants(app, headers, intervention)).statusCode).toBe(403);
      expect(
        (await addParticipant(app, headers, intervention, `/api/volunteers/${volunteer}`)).statusCode,
      ).toBe(403);
    }
    expect((await listParticipants(app, { host: DEMO_HOST }, intervention)).statusCode).toBe(401);
    expect(await participantRows(app, intervention)).toHaveLength(0);
  });

  it('lets technical staff (employee role) add and remove', async () => {
    const intervention = await insertIntervention(app, tenant, activity);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    const employee = await authAs(app, 'tecnica@demo.example.org');
    const added = await addParticipant(app, employee, intervention, `/api/volunteers/${volunteer}`);
    expect(added.statusCode).toBe(201);
    expect((await removeParticipant(app, employee, intervention, added.json().id)).statusCode).toBe(204);
  });
});
