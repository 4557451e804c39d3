import {
  ageGroupOf,
  beneficiaryShape,
  checkDni,
  checkNie,
  personFieldsShape,
  volunteerProfileShape,
  volunteerShape,
} from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { demoUsers } from '../../src/db/seed/tenants';
import { buildTestApp } from '../helpers/build-test-app';
import { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST } from '../routes/api/volunteers/volunteer-fixtures';

// The demo is where people first try the product: every demo account must be able to save its own profile as
// it is, and staff must be able to save the demo people's records as they are, without filling anything in.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seedDemoActivities: true });
});
afterAll(() => app.close());

/** What a form sends back of a record it was given: its own fields only, each as read. */
const formFields = (record: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));

/** "Mi perfil": the person fields but the email (shown, not edited) and the status; a volunteer's profile too. */
const ownProfileFields = (profile: string) => [
  ...Object.keys(personFieldsShape).filter((field) => field !== 'email' && field !== 'status'),
  ...(profile === 'volunteer' ? Object.keys(volunteerProfileShape) : []),
];

const hostOf = (tenant: number) => (tenant === 0 ? DEMO_HOST : OTHER_HOST);

const patch = (url: string, headers: Record<string, string>, etag: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url,
    headers: { ...jsonHeaders(headers, 'application/merge-patch+json'), 'if-match': etag },
    payload: JSON.stringify(payload),
  });

describe('the demo accounts', () => {
  it.each(demoUsers.map((user) => [user.email, user] as const))(
    '%s saves its own profile unchanged',
    async (_email, user) => {
      const headers = await authAs(app, user.email, hostOf(user.tenant));
      const read = await app.inject({ method: 'GET', url: '/api/me', headers });
      expect(read.statusCode).toBe(200);
      const profile = read.json() as Record<string, unknown>;
      const saved = await patch(
        '/api/me',
        headers,
        read.headers.etag as string,
        formFields(profile, ownProfileFields(user.profile)),
      );
      expect({ status: saved.statusCode, body: saved.json() }).toEqual({
        status: 200,
        body: expect.objectContaining(formFields(profile, ownProfileFields(user.profile))),
      });
    },
  );

  it('are adults with a valid document, a mobile and an address of the geography tables', async () => {
    for (const user of demoUsers) {
      const headers = await authAs(app, user.email, hostOf(user.tenant));
      const profile = (await app.inject({ method: 'GET', url: '/api/me', headers })).json();
      const document =
        profile.identificationType === 'national'
          ? checkDni(profile.identification)
          : checkNie(profile.identification);
      expect({ email: user.email, document, ageGroup: ageGroupOf(profile.birthday) }).toEqual({
        email: user.email,
        document: { valid: true },
        ageGroup: 'adult',
      });
      expect(profile.phoneMobile).toEqual(expect.any(String));
      // A real municipality (the address levels fitting together is what saving it unchanged proves).
      const location = await app.inject({ method: 'GET', url: profile.addressLocation, headers });
      expect(location.statusCode).toBe(200);
    }
  });
});

describe('the demo people staff look after', () => {
  // The intranet's volunteer form: every field of the volunteer rules but the status, and the active switch.
  const volunteerFormFields = Object.keys(volunteerShape).filter((field) => field !== 'status');

  it.each(['voluntaria@demo.example.org', 'pendiente@demo.example.org', 'jorge.herrera@demo.example.org'])(
    'staff save the volunteer %s unchanged',
    async (email) => {
      const admin = await authAs(app, 'admin@demo.example.org');
      const { id } = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const url = `/api/volunteers/${id}`;
      const read = await app.inject({ method: 'GET', url, headers: admin });
      expect(read.statusCode).toBe(200);
      const record = read.json() as Record<string, unknown>;
      const saved = await patch(
        url,
        admin,
        read.headers.etag as string,
        formFields(record, volunteerFormFields),
      );
      expect({ status: saved.statusCode, body: saved.json() }).toEqual({
        status: 200,
        body: expect.objectContaining(formFields(record, volunteerFormFields)),
      });
    },
  );

  it('staff save the demo beneficiaries unchanged, the minor with the tutor', async () => {
    const beneficiaries = await app.db.selectFrom('beneficiaries').select('id').execute();
    expect(beneficiaries.length).toBeGreaterThan(0);
    const admin = await authAs(app, 'admin@demo.example.org');
    for (const { id } of beneficiaries) {
      const url = `/api/beneficiaries/${id}`;
      const read = await app.inject({ method: 'GET', url, headers: admin });
      const record = read.json() as Record<string, unknown>;
      const fields = Object.keys(beneficiaryShape);
      const saved = await patch(url, admin, read.headers.etag as string, formFields(record, fields));
      expect({ id, status: saved.statusCode, body: saved.json() }).toEqual({
        id,
        status: 200,
        body: expect.objectContaining(formFields(record, fields)),
      });
    }
  });
});
