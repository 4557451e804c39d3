import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, OTHER_HOST, validVolunteer } from './volunteer-fixtures';

// A volunteer under 18 needs a tutor who authorises the volunteering (spec §5, legal age rules).
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
};

const tutor = {
  tutorName: 'Marta',
  tutorSurname: 'Rey Gómez',
  tutorEmail: 'Marta.Rey@Example.org',
  tutorPhone: '600123456',
  relation: 'mother',
};

const create = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(payload),
  });

describe('a minor volunteer', () => {
  it('needs the tutor’s data, field by field, and nothing is created without it', async () => {
    const before = await app.db.selectFrom('users').select('id').execute();
    const response = await create(
      validVolunteer({ email: 'menor.sin.tutor@example.org', birthday: yearsAgo(17) }),
    );
    expect(response.statusCode).toBe(422);
    const paths = response.json().violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['tutorName', 'tutorSurname', 'tutorEmail', 'tutorPhone', 'relation']),
    );
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('keeps the tutor and shows the authorisation as pending', async () => {
    const response = await create(
      validVolunteer({ email: 'menor.con.tutor@example.org', birthday: yearsAgo(16), ...tutor }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...tutor,
      tutorEmail: 'marta.rey@example.org',
      guardianConsent: 'pending',
      guardianConsentedAt: null,
    });
  });

  it('rejects a relation outside the list', async () => {
    const response = await create(
      validVolunteer({
        email: 'menor.relacion@example.org',
        birthday: yearsAgo(15),
        ...tutor,
        relation: 'neighbour',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual(
      expect.arrayContaining([expect.objectContaining({ propertyPath: 'relation' })]),
    );
  });

  it('does not need a tutor as an adult', async () => {
    const response = await create(validVolunteer({ email: 'adulta@example.org', birthday: yearsAgo(30) }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ guardianConsent: 'not-needed', tutorName: null });
  });

  const mailsTo = (email: string) => app.mailer.sent.filter((mail) => mail.to === email);
  const consentCodeIn = (text: string) => /authorized-participation\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const invite = (id: number) =>
    app.inject({ method: 'POST', url: `/api/volunteers/${id}/invitation`, headers: admin });

  it('at 16 or 17 is invited at once and the tutor is asked to authorise', async () => {
    const response = await create(
      validVolunteer({
        email: 'diecisiete@example.org',
        birthday: yearsAgo(17),
        ...tutor,
        tutorEmail: 'tutor17@example.org',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(mailsTo('diecisiete@example.org')).toHaveLength(1);
    const [consentMail] = mailsTo('tutor17@example.org');
    expect(consentCodeIn(consentMail.text)).toBeDefined();
  });

  it('under 16 waits for the tutor: no invitation until the tutor authorises, then the volunteer is invited', async () => {
    const response = await create(
      validVolunteer({
        email: 'quince@example.org',
        birthday: yearsAgo(15),
        ...tutor,
        tutorEmail: 'tutor15@example.org',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(mailsTo('quince@example.org')).toHaveLength(0);
    const resend = await invite(id);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error).toBe('invitation-waits-for-guardian');
    expect(mailsTo('quince@example.org')).toHaveLength(0);

    const code = consentCodeIn(mailsTo('tutor15@example.org')[0].text)!;
    const page = await app.inject({ method: 'GET', url: `/api/authorized-participation/${code}` });
    expect(page.json()).toMatchObject({ kind: 'volunteer', childName: 'Lucía', consented: false });
    const consent = await app.inject({ method: 'POST', url: `/api/authorized-participation/${code}` });
    expect(consent.statusCode).toBe(200);

    const invitations = mailsTo('quince@example.org');
    expect(invitations).toHaveLength(1);
    expect(invitations[0].text).toMatch(/activate-account\/[A-Za-z0-9_-]+/);
    const stored = await app.inject({
      method: 'GET',
      url: `/api/volunteers/${id}`,
      headers: jsonHeaders(admin),
    });
    expect(stored.json()).toMatchObject({ guardianConsent: 'given' });
    expect(stored.json().guardianConsentedAt).toEqual(expect.any(String));
  });

  it('sends the tutor a new link on request (the old one stops working), and refuses once authorised', async () => {
    const { id } = (
      await create(
        validVolunteer({
          email: 'reenvio@example.org',
          birthday: yearsAgo(17),
          ...tutor,
          tutorEmail: 'tutor.r@example.org',
        }),
      )
    ).json();
    const ask = () =>
      app.inject({ method: 'POST', url: `/api/volunteers/${id}/guardian-consent`, headers: admin });
    const again = await ask();
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('guardian-consent-requested');
    const [first, second] = mailsTo('tutor.r@example.org').map((mail) => consentCodeIn(mail.text)!);
    expect(second).not.toBe(first);
    expect(
      (await app.inject({ method: 'POST', url: `/api/authorized-participation/${first}` })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/authorized-participation/${second}` })).statusCode,
    ).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('consent-already-given');
  });

  it('is not asked for an adult, nor for another tenant’s volunteer', async () => {
    const { id } = (
      await create(validVolunteer({ email: 'mayor@example.org', birthday: yearsAgo(40) }))
    ).json();
    const adult = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/guardian-consent`,
      headers: admin,
    });
    expect(adult.statusCode).toBe(409);
    expect(adult.json().error).toBe('volunteer-not-minor');
    const other = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/guardian-consent`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
