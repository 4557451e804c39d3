import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, validVolunteer } from './volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let technician: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  technician = await authAs(app, 'tecnica@demo.example.org');
});
afterAll(() => app.close());

async function createVolunteer(overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(validVolunteer(overrides)),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; '@id': string; email: string };
}

const getOne = (id: number, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/volunteers/${id}`, headers });

const patchOne = (id: number, payload: object, headers = admin) =>
  app.inject({
    method: 'PATCH',
    url: `/api/volunteers/${id}`,
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const deleteOne = (id: number, payload?: object, headers = admin) =>
  app.inject({
    method: 'DELETE',
    url: `/api/volunteers/${id}`,
    headers: payload ? jsonHeaders(headers, 'application/json') : headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

const messagesOf = (violations: { propertyPath: string; message: string }[], path: string) =>
  violations.filter((v) => v.propertyPath === path).map((v) => v.message);

const userId = async (email: string) =>
  (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('GET /api/volunteers/{id}', () => {
  it('answers the whole volunteer', async () => {
    const created = await createVolunteer({ phonePrefix: '+34', phone: '952123456' });
    const response = await getOne(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@id': created['@id'],
      '@type': 'Volunteer',
      email: created.email,
      phone: '952123456',
      identificationType: 'national',
      sex: 'female',
      aboutMe: 'Me gusta enseñar a usar el móvil a personas mayores.',
      disability: [],
    });
  });

  it('answers 404 for an unknown id, a staff member and a malformed id (400)', async () => {
    expect((await getOne(999999)).json().error).toBe('not-found');
    expect((await getOne(await userId('tecnica@demo.example.org'))).statusCode).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: '/api/volunteers/abc', headers: admin });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PATCH /api/volunteers/{id}', () => {
  it('merges the patch (objects key by key, null removes) and keeps the rest', async () => {
    const created = await createVolunteer();
    const response = await patchOne(created.id, {
      surname: 'Ortiz Álvarez',
      skills: ['agenda_2030'],
      availability: { monday: null, saturday: ['afternoon'] },
      aboutMe: null,
      status: 'validated',
      validatedAt: '2020-01-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Lucía',
      surname: 'Ortiz Álvarez',
      skills: ['agenda_2030'],
      availability: { thursday: ['morning', 'afternoon'], saturday: ['afternoon'] },
      traits: ['empathetic', 'proactive'],
      aboutMe: null,
      // Read-only fields are ignored: validation has its own action.
      status: 'pending',
      validatedAt: null,
    });
    expect((await getOne(created.id)).json().surname).toBe('Ortiz Álvarez');
    // The list finds the new surname without accents.
    const found = await app.inject({
      method: 'GET',
      url: '/api/volunteers?q=ortiz%20alvarez',
      headers: admin,
    });
    expect(found.json().member.map((m: { id: number }) => m.id)).toEqual([created.id]);
  });

  it('applies the creation rules to the result: required fields stay required', async () => {
    const created = await createVolunteer();
    const response = await patchOne(created.id, { name: null, phoneMobile: '12', sex: 'other' });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'phoneMobile')).toContain('field-not-valid-regex');
    expect(messagesOf(violations, 'sex')).toEqual(['field-not-valid-option']);
    expect((await getOne(created.id)).json().name).toBe('Lucía');
  });

  it('answers email-already-exists for another account email, and accepts its own', async () => {
    const created = await createVolunteer();
    const taken = await patchOne(created.id, { email: 'Tecnica@demo.example.org' });
    expect(taken.statusCode).toBe(422);
    expect(messagesOf(taken.json().violations, 'email')).toEqual(['email-already-exists']);
    expect((await patchOne(created.id, { email: created.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('marks a volunteer inactive and back, keeping the validation', async () => {
    const created = await createVolunteer();
    const inactive = await patchOne(created.id, { inactive: true });
    expect(inactive.json()).toMatchObject({ inactive: true, status: 'inactive' });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/volunteers?status=inactive',
      headers: admin,
    });
    expect(listed.json().member.map((m: { id: number }) => m.id)).toContain(created.id);
    await app.inject({ method: 'POST', url: `/api/volunteers/${created.id}/validate`, headers: admin });
    expect((await getOne(created.id)).json().status).toBe('inactive');
    expect((await patchOne(created.id, { inactive: false })).json().status).toBe('validated');
    expect((await patchOne(created.id, { inactive: 'no' })).statusCode).toBe(422);
  });
});

describe('POST /api/volunteers/{id}/validate', () => {
  it('records when and by whom; validating again changes nothing', async () => {
    const created = await createVolunteer();
    const before = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${created.id}/validate`,
      headers: technician,
    });
    expect(response.statusCode).toBe(200);
    const technicianId = await userId('tecnica@demo.example.org');
    const body = response.json();
    expect(body).toMatchObject({ status: 'validated', validatedBy: `/api/users/${technicianId}` });
    expect(Date.parse(body.validatedAt)).toBeGreaterThanOrEqual(before - 1000);

    const again = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${created.id}/validate`,
      headers: admin,
    });
    expect(again.json()).toMatchObject({ validatedAt: body.validatedAt, validatedBy: body.validatedBy });
    const validated = await app.inject({
      method: 'GET',
      url: '/api/volunteers?status=validated',
      headers: admin,
    });
    expect(validated.json().member.map((m: { id: number }) => m.id)).toContain(created.id);
  });

  it('shows the volunteer as validated at home', async () => {
    const pendingId = await userId('pendiente@demo.example.org');
    await app.inject({ method: 'POST', url: `/api/volunteers/${pendingId}/validate`, headers: admin });
    const { body } = await login(app, 'pendiente@demo.example.org');
    const home = await app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { host: 'localhost', authorization: `Bearer ${body.token}` },
    });
    expect(home.json().validated).toBe(true);
  });

  it('answers 404 for an unknown volunteer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/volunteers/999999/validate',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/volunteers/{id}', () => {
  it('requires a deletion reason of the enumeration', async () => {
    const created = await createVolunteer();
    const missing = await deleteOne(created.id);
    expect(missing.statusCode).toBe(422);
    expect(messagesOf(missing.json().violations, 'reason')).toEqual(['field-not-blank']);
    const unknown = await deleteOne(created.id, { reason: 'bored' });
    expect(messagesOf(unknown.json().violations, 'reason')).toEqual(['field-not-valid-option']);
    expect((await getOne(created.id)).statusCode).toBe(200);
  });

  it('takes the reason as a query parameter too, for clients that send no body with a DELETE', async () => {
    const created = await createVolunteer();
    const unknown = await app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${created.id}?reason=bored`,
      headers: admin,
    });
    expect(messagesOf(unknown.json().violations, 'reason')).toEqual(['field-not-valid-option']);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${created.id}?reason=user_request`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await getOne(created.id)).statusCode).toBe(404);
  });

  it('anonymises the volunteer, ends their sessions, records who, when and why, and frees the email', async () => {
    const volunteerId = await userId('voluntaria@demo.example.org');
    const session = await login(app, 'voluntaria@demo.example.org');
    const before = new Date().toISOString();

    const response = await deleteOne(volunteerId, { reason: 'user_request' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', volunteerId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${volunteerId}@anonymised.invalid`,
      name: 'Persona eliminada',
      surname: '',
      password_hash: null,
      active: 0,
      phone_mobile: null,
      identification: null,
      birthday: null,
      address: null,
      skills: null,
      search_text: '',
    });
    expect(row.deleted_at! >= before).toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/valeria|sánchez/i);

    const audit = await app.db
      .selectFrom('person_deletions')
      .selectAll()
      .where('person_id', '=', volunteerId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        person_profile: 'volunteer',
        reason: 'user_request',
        deleted_by_id: await userId('admin@demo.example.org'),
        tenant_id: row.tenant_id,
      }),
    ]);
    expect(audit[0].deleted_at >= before).toBe(true);

    expect((await getOne(volunteerId)).statusCode).toBe(404);
    expect((await deleteOne(volunteerId, { reason: 'user_request' })).statusCode).toBe(404);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/volunteers?itemsPerPage=100',
      headers: admin,
    });
    expect(listed.json().member.map((m: { id: number }) => m.id)).not.toContain(volunteerId);
    const tokens = await app.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', volunteerId)
      .execute();
    expect(tokens).toEqual([]);
    const home = await app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { host: 'localhost', authorization: `Bearer ${session.body.token}` },
    });
    expect(home.statusCode).toBe(401);
    expect((await login(app, 'voluntaria@demo.example.org')).response.statusCode).toBe(401);
    // The address can be registered again.
    await createVolunteer({ email: 'voluntaria@demo.example.org' });
  });
});
