import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';
import { activateWith, activationCodeOf, authAs, homeWith } from '../volunteers/volunteer-fixtures';
import { messagesOf, STAFF, type StaffKind, staffApi, validStaffMember } from './staff-fixtures';

// Every rule of spec §5 on the person fields, plus ours on department and the admin flag: [field, value, key].
const FIELD_RULES: [string, unknown, string][] = [
  ['email', '', 'field-not-blank'],
  ['email', 'no-es-un-correo', 'not-valid-email'],
  ['email', `${'a'.repeat(170)}@example.org`, 'field-max-length'],
  ['name', null, 'field-not-blank'],
  ['name', 'N'.repeat(257), 'field-max-length'],
  ['name', 'A1234567', 'name-not-enough-letters'],
  ['surname', '', 'field-not-blank'],
  ['surname', 'x', 'name-not-enough-letters'],
  ['phonePrefixMobile', '', 'field-not-blank'],
  ['phonePrefixMobile', '0034', 'field-not-valid-regex'],
  ['phoneMobile', null, 'field-not-blank'],
  ['phoneMobile', '6'.repeat(21), 'field-max-length'],
  ['phoneMobile', '12', 'field-not-valid-regex'],
  ['phonePrefix', '34', 'field-not-valid-regex'],
  ['phone', 'teléfono', 'field-not-valid-regex'],
  ['addressCountry', null, 'field-not-blank'],
  ['addressCountry', '/api/countries/999999', 'field-not-valid-option'],
  ['addressState', '', 'field-not-blank'],
  ['addressProvince', '/api/provinces/8', 'field-not-valid-option'],
  ['addressLocation', null, 'field-not-blank'],
  ['address', '', 'field-not-blank'],
  ['address', `Calle ${'a'.repeat(256)}`, 'field-max-length'],
  ['address', 'Calle <script>', 'field-not-valid-regex'],
  ['postalCode', '12345678901', 'field-max-length'],
  ['identificationType', '', 'field-not-blank'],
  ['identificationType', 'library-card', 'field-not-valid-option'],
  ['identification', '', 'field-not-blank'],
  ['identification', '12345678A', 'identification-control-letter'],
  ['sex', null, 'field-not-blank'],
  ['sex', 'other', 'field-not-valid-option'],
  ['birthday', '', 'field-not-blank'],
  ['birthday', '2999-01-01', 'the-date-cannot-be-in-the-future'],
  ['birthday', '1800-01-01', 'the-date-cannot-be-too-old'],
  ['birthday', '1990-02-31', 'field-not-valid-date'],
  ['disability', ['telepathy'], 'field-not-valid-option'],
  ['department', 'd'.repeat(257), 'field-max-length'],
  ['isAdmin', 'yes', 'field-not-valid-type'],
];

/** Creation of an employee or a coordinator: invitation, uniqueness, every field rule, a failed invitation. */
export function describeStaffCreate(kind: StaffKind) {
  const { path, type, createFailed } = STAFF[kind];
  const roles = kind === 'coordinator' ? ['user', 'employee', 'coordinator'] : ['user', 'employee'];
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let api: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await authAs(app, 'admin@demo.example.org');
    api = staffApi(app, kind);
  });
  afterAll(() => app.close());

  describe(`POST ${path}`, () => {
    it('creates an invited staff member with the person fields and answers 201 with its IRI', async () => {
      const response = await api.create(admin, validStaffMember({ email: 'Marta.Nueva@Example.org' }));
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toContain('application/ld+json');
      const body = response.json();
      expect(response.headers.location).toBe(body['@id']);
      expect(body).toMatchObject({
        '@context': `/api/contexts/${type}`,
        '@id': `${path}/${body.id}`,
        '@type': type,
        email: 'marta.nueva@example.org',
        name: 'Marta',
        surname: 'Ruiz Gómez',
        addressCountry: '/api/countries/724',
        addressLocation: '/api/locations/29067',
        birthday: '1990-05-17',
        department: 'Programas',
        isAdmin: false,
        roles,
        accessStatus: 'no-access',
        promotedAt: null,
        promotedBy: null,
        disability: [],
      });
      const stored = await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ profile: 'employee', active: 0, password_hash: null, status: null });
      expect(JSON.parse(stored.roles)).toEqual(roles);
      expect((await api.get(admin, body.id)).json()).toMatchObject({ email: 'marta.nueva@example.org' });
    });

    it('makes an administrator with isAdmin: true, and leaves the department empty when not given', async () => {
      const response = await api.create(admin, validStaffMember({ isAdmin: true, department: '  ' }));
      expect(response.json()).toMatchObject({ isAdmin: true, department: null });
      expect(response.json().roles).toContain('employee-admin');
    });

    it('sends the activation email; its link activates the account, which signs in to the intranet', async () => {
      const before = app.mailer.sent.length;
      const payload = validStaffMember({ email: 'invitado@example.org', name: 'Íñigo' });
      expect((await api.create(admin, payload)).statusCode).toBe(201);
      expect(app.mailer.sent).toHaveLength(before + 1);
      const mail = app.mailer.sent[before];
      expect(mail.to).toBe('invitado@example.org');
      expect(mail.from).toContain('Fundación Demo');
      expect(mail.subject).toBe('Activa tu cuenta en Fundación Demo');
      expect(mail.text).toContain('Hola, Íñigo:');
      const code = activationCodeOf(mail) as string;
      expect(mail.html).toContain(`http://localhost/activate-account/${code}`);

      const password = 'Mi-clave-de-personal-2026';
      expect((await activateWith(app, code, payload, password)).statusCode).toBe(200);
      const signedIn = await login(app, 'invitado@example.org', password);
      expect(signedIn.response.statusCode).toBe(200);
      const home = await homeWith(app, signedIn.body.token);
      expect(home.json()).toMatchObject({ profile: 'employee', roles });
    });

    it('answers 422 email-already-exists for any account of the tenant, in any case, and sends nothing', async () => {
      const sentBefore = app.mailer.sent.length;
      for (const email of [
        'ADMIN@demo.example.org',
        'coordinacion@demo.example.org',
        'voluntaria@demo.example.org',
        'entidad@demo.example.org',
        'nueva@demo.example.org',
      ]) {
        const response = await api.create(admin, validStaffMember({ email }));
        expect({ email, status: response.statusCode }).toEqual({ email, status: 422 });
        expect(response.json().error).toBe('validation-failed');
        expect(messagesOf(response.json().violations, 'email')).toEqual(['email-already-exists']);
      }
      expect(app.mailer.sent).toHaveLength(sentBefore);
      // Only another tenant's account: free here.
      expect(
        (await api.create(admin, validStaffMember({ email: 'admin@otra.example.org' }))).statusCode,
      ).toBe(201);
    });

    it.each(FIELD_RULES)('answers 422 when %s is %j, with the key %s', async (field, value, key) => {
      const response = await api.create(admin, validStaffMember({ [field]: value }));
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('validation-failed');
      expect(
        messagesOf(response.json().violations, field).concat(
          messagesOf(response.json().violations, `${field}[0]`),
        ),
      ).toContain(key);
    });

    it('accepts the optional fields left out, and a department of 256 characters', async () => {
      const { phonePrefix, phone, postalCode, ...required } = validStaffMember({
        department: 'd'.repeat(256),
      }) as Record<string, unknown>;
      void [phonePrefix, phone, postalCode];
      const response = await api.create(admin, { ...required, isAdmin: undefined });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ isAdmin: false, postalCode: null });
    });

    it('answers 422 field-not-valid-type for wrong JSON types, and 400 for a malformed body, never 500', async () => {
      const response = await api.create(admin, validStaffMember({ department: 7, disability: 'motor' }));
      expect(response.statusCode).toBe(422);
      const { violations } = response.json();
      expect(messagesOf(violations, 'department')).toContain('field-not-valid-type');
      expect(messagesOf(violations, 'disability')).toContain('field-not-valid-type');
      const malformed = await app.inject({
        method: 'POST',
        url: path,
        headers: { ...admin, 'content-type': 'application/ld+json' },
        payload: '{"name":',
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe(`POST ${path} when the invitation cannot be sent`, () => {
    let offline: FastifyInstance;
    beforeAll(async () => {
      // A port that nothing listens on: sending fails at once.
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const closedPort = (server.address() as net.AddressInfo).port;
      await new Promise((resolve) => server.close(resolve));
      offline = await buildTestApp({ mailTransport: 'smtp', smtp: { host: '127.0.0.1', port: closedPort } });
    });
    afterAll(() => offline.close());

    it(`answers 503 ${createFailed} and keeps no account, so that the administrator can retry`, async () => {
      const headers = await authAs(offline, 'admin@demo.example.org');
      const response = await staffApi(offline, kind).create(
        headers,
        validStaffMember({ email: 'sin-correo@example.org' }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, error: createFailed });
      const stored = await offline.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'sin-correo@example.org')
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    });
  });
}
