import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';
import { authAs, homeWith } from '../volunteers/volunteer-fixtures';
import {
  activateAndSignIn,
  DEMO_STAFF,
  messagesOf,
  STAFF,
  type StaffKind,
  staffApi,
  userIdOf,
  validStaffMember,
} from './staff-fixtures';

/** Get, patch and delete of an employee or a coordinator. */
export function describeStaffItem(kind: StaffKind) {
  const { path, type } = STAFF[kind];
  const other: StaffKind = kind === 'employee' ? 'coordinator' : 'employee';
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let api: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await authAs(app, DEMO_STAFF.admin);
    api = staffApi(app, kind);
  });
  afterAll(() => app.close());

  async function create(overrides: Record<string, unknown> = {}) {
    const response = await api.create(admin, validStaffMember(overrides));
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; '@id': string; email: string };
  }

  describe(`GET ${path}/{id}`, () => {
    it(`answers the whole ${kind}`, async () => {
      const created = await create({ phonePrefix: '+34', phone: '952123456', disability: ['motor'] });
      const response = await api.get(admin, created.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        '@id': created['@id'],
        '@type': type,
        email: created.email,
        phone: '952123456',
        identificationType: 'national',
        sex: 'female',
        department: 'Programas',
        disability: ['motor'],
      });
    });

    it(`answers 404 for an unknown id, a volunteer and a ${other}; 400 for a malformed id`, async () => {
      expect((await api.get(admin, 999999)).json().error).toBe('not-found');
      expect((await api.get(admin, await userIdOf(app, 'voluntaria@demo.example.org'))).statusCode).toBe(404);
      const otherKind = (await staffApi(app, other).create(admin, validStaffMember())).json();
      expect((await api.get(admin, otherKind.id)).statusCode).toBe(404);
      const malformed = await app.inject({ method: 'GET', url: `${path}/abc`, headers: admin });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe(`PATCH ${path}/{id}`, () => {
    it('merges the patch, ignores read-only fields and keeps the rest', async () => {
      const created = await create();
      const response = await api.patch(admin, created.id, {
        surname: 'Ortiz Álvarez',
        department: 'Voluntariado',
        phonePrefix: null,
        roles: ['user', 'employee-admin'],
        promotedAt: '2020-01-01',
        accessStatus: 'access',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Marta',
        surname: 'Ortiz Álvarez',
        department: 'Voluntariado',
        isAdmin: false,
        promotedAt: null,
        accessStatus: 'no-access',
      });
      expect(response.json().roles).not.toContain('employee-admin');
      const found = await api.list(admin, '?q=ortiz%20alvarez');
      expect(found.json().member.map((m: { id: number }) => m.id)).toEqual([created.id]);
    });

    it('grants and withdraws the administrator role with isAdmin, keeping the other roles', async () => {
      const created = await create();
      const granted = (await api.patch(admin, created.id, { isAdmin: true })).json();
      expect(granted.isAdmin).toBe(true);
      expect(granted.roles).toContain('employee-admin');
      const withdrawn = (await api.patch(admin, created.id, { isAdmin: false })).json();
      expect(withdrawn.isAdmin).toBe(false);
      expect(withdrawn.roles).toEqual(
        kind === 'coordinator' ? ['user', 'employee', 'coordinator'] : ['user', 'employee'],
      );
      // null removes the value: the flag's default is "not an administrator".
      await api.patch(admin, created.id, { isAdmin: true });
      expect((await api.patch(admin, created.id, { isAdmin: null })).json().isAdmin).toBe(false);
    });

    it('applies the creation rules to the result: required fields stay required', async () => {
      const created = await create();
      const response = await api.patch(admin, created.id, { name: null, phoneMobile: '12' });
      expect(response.statusCode).toBe(422);
      const { violations } = response.json();
      expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
      expect(messagesOf(violations, 'phoneMobile')).toContain('field-not-valid-regex');
      const wrongType = await api.patch(admin, created.id, { isAdmin: 'no' });
      expect(wrongType.statusCode).toBe(422);
      expect(messagesOf(wrongType.json().violations, 'isAdmin')).toEqual(['field-not-valid-type']);
      expect((await api.get(admin, created.id)).json().name).toBe('Marta');
    });

    it('answers email-already-exists for another account email, and accepts its own', async () => {
      const created = await create();
      const taken = await api.patch(admin, created.id, { email: 'Voluntaria@demo.example.org' });
      expect(taken.statusCode).toBe(422);
      expect(messagesOf(taken.json().violations, 'email')).toEqual(['email-already-exists']);
      expect((await api.patch(admin, created.id, { email: created.email.toUpperCase() })).statusCode).toBe(
        200,
      );
    });

    it('answers 404 for an unknown id and for a volunteer, and changes nothing', async () => {
      expect((await api.patch(admin, 999999, { department: 'x' })).statusCode).toBe(404);
      const volunteerId = await userIdOf(app, 'voluntaria@demo.example.org');
      expect((await api.patch(admin, volunteerId, { department: 'x' })).statusCode).toBe(404);
      const volunteer = await app.db
        .selectFrom('users')
        .select(['department', 'profile'])
        .where('id', '=', volunteerId)
        .executeTakeFirstOrThrow();
      expect(volunteer).toEqual({ department: null, profile: 'volunteer' });
    });
  });

  describe(`DELETE ${path}/{id}`, () => {
    it('requires a deletion reason of the enumeration', async () => {
      const created = await create();
      const missing = await api.remove(admin, created.id);
      expect(missing.statusCode).toBe(422);
      expect(messagesOf(missing.json().violations, 'reason')).toEqual(['field-not-blank']);
      const unknown = await api.remove(admin, created.id, { reason: 'bored' });
      expect(messagesOf(unknown.json().violations, 'reason')).toEqual(['field-not-valid-option']);
      expect((await api.get(admin, created.id)).statusCode).toBe(200);
    });

    it('anonymises the person, ends their sessions, records who, when and why, and frees the email', async () => {
      const email = kind === 'coordinator' ? DEMO_STAFF.coordinator : DEMO_STAFF.technician;
      const id = await userIdOf(app, email);
      const session = await login(app, email);
      await app.db.updateTable('users').set({ department: 'Programas' }).where('id', '=', id).execute();
      const before = new Date().toISOString();

      const response = await api.remove(admin, id, { reason: 'data_retention' });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const row = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: `deleted-${id}@anonymised.invalid`,
        name: 'Persona eliminada',
        surname: '',
        password_hash: null,
        active: 0,
        department: null,
        search_text: '',
      });
      expect(row.deleted_at! >= before).toBe(true);
      expect(JSON.stringify(row)).not.toMatch(new RegExp(email.split('@')[0], 'i'));

      const audit = await app.db
        .selectFrom('person_deletions')
        .selectAll()
        .where('person_id', '=', id)
        .execute();
      expect(audit).toEqual([
        expect.objectContaining({
          person_profile: 'employee',
          reason: 'data_retention',
          deleted_by_id: await userIdOf(app, DEMO_STAFF.admin),
          tenant_id: row.tenant_id,
        }),
      ]);
      expect(audit[0].deleted_at >= before).toBe(true);

      expect((await api.get(admin, id)).statusCode).toBe(404);
      expect((await api.remove(admin, id, { reason: 'data_retention' })).statusCode).toBe(404);
      const listed = await api.list(admin, '?itemsPerPage=100');
      expect(listed.json().member.map((m: { id: number }) => m.id)).not.toContain(id);
      // Signed out everywhere, for good.
      expect(
        await app.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', id).execute(),
      ).toEqual([]);
      expect((await homeWith(app, session.body.token)).statusCode).toBe(401);
      expect((await login(app, email)).response.statusCode).toBe(401);
      // The address can be registered again.
      expect((await api.create(admin, validStaffMember({ email }))).statusCode).toBe(201);
    });

    it('answers 404 for a volunteer and changes nothing', async () => {
      const volunteerId = await userIdOf(app, 'pendiente@demo.example.org');
      expect((await api.remove(admin, volunteerId, { reason: 'admin_action' })).statusCode).toBe(404);
      expect(
        await app.db
          .selectFrom('person_deletions')
          .select('id')
          .where('person_id', '=', volunteerId)
          .execute(),
      ).toEqual([]);
    });
  });

  describe(`an administrator about their own ${kind} account`, () => {
    it('cannot withdraw their own administrator role (409) but edits the rest; another administrator can', async () => {
      const created = await create({ isAdmin: true });
      const self = await activateAndSignIn(app, created.id);
      const refused = await api.patch(self, created.id, { isAdmin: false, department: 'Otro' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 409, error: 'cannot-revoke-own-admin' });
      expect((await api.get(admin, created.id)).json()).toMatchObject({
        isAdmin: true,
        department: 'Programas',
      });
      expect((await api.patch(self, created.id, { department: 'Otro' })).json().department).toBe('Otro');
      expect((await api.patch(admin, created.id, { isAdmin: false })).json().isAdmin).toBe(false);
    });

    it('cannot delete their own account (409), and it stays', async () => {
      const created = await create({ isAdmin: true });
      const self = await activateAndSignIn(app, created.id);
      const refused = await api.remove(self, created.id, { reason: 'user_request' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 409, error: 'cannot-delete-own-account' });
      expect((await api.get(self, created.id)).statusCode).toBe(200);
      expect(
        await app.db
          .selectFrom('person_deletions')
          .select('id')
          .where('person_id', '=', created.id)
          .execute(),
      ).toEqual([]);
    });
  });
}
