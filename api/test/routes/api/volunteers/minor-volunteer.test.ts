import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, validVolunteer } from './volunteer-fixtures';

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
});
