import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createBeneficiary,
  dayFromToday,
  jsonHeaders,
  messagesOf,
  typedTutor,
  validAdult,
  validMinor,
} from './beneficiary-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let technician: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  technician = await authAs(app, 'tecnica@demo.example.org');
});
afterAll(() => app.close());

type Resource = { id: number; '@id': string } & Record<string, unknown>;

async function create(payload: object): Promise<Resource> {
  const response = await createBeneficiary(app, admin, payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const getOne = (id: number, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/beneficiaries/${id}`, headers });

const patchOne = (id: number, payload: object, headers = admin) =>
  app.inject({
    method: 'PATCH',
    url: `/api/beneficiaries/${id}`,
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const deleteOne = (id: number, payload?: object, headers = admin) =>
  app.inject({
    method: 'DELETE',
    url: `/api/beneficiaries/${id}`,
    headers: payload ? jsonHeaders(headers, 'application/json') : headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

const rowOf = (id: number) =>
  app.db.selectFrom('beneficiaries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const userId = async (email: string) =>
  (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('GET /api/beneficiaries/{id}', () => {
  it('answers the whole beneficiary', async () => {
    const created = await create(validAdult({ phonePrefix: '+34', phone: '952123456' }));
    const response = await getOne(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('answers 404 for an unknown id and 400 for a malformed id', async () => {
    const unknown = await getOne(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, error: 'not-found' });
    const malformed = await app.inject({ method: 'GET', url: '/api/beneficiaries/abc', headers: admin });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('bad-request');
  });
});

describe('PATCH /api/beneficiaries/{id}', () => {
  it('merges the patch (null removes a value), keeps the rest and ignores read-only fields', async () => {
    const created = await create(validAdult());
    const response = await patchOne(created.id, {
      surname: 'Ortiz Álvarez',
      notes: null,
      disability: ['wheelchair'],
      ageGroup: 'minor',
      isMinor: true,
      tutoredPersons: [{ id: 1 }],
      createdAt: '2000-01-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Rosa',
      surname: 'Ortiz Álvarez',
      notes: null,
      disability: ['wheelchair'],
      hasDisability: true,
      identification: 'X1234567L',
      ageGroup: 'adult',
      isMinor: false,
      tutoredPersons: [],
      createdAt: created.createdAt,
    });
    expect((await getOne(created.id)).json().surname).toBe('Ortiz Álvarez');
    const found = await app.inject({
      method: 'GET',
      url: '/api/beneficiaries?q=ortiz%20alvarez',
      headers: admin,
    });
    expect(found.json().member.map((m: { id: number }) => m.id)).toEqual([created.id]);
  });

  it('applies the creation rules to the result: required fields stay required', async () => {
    const created = await create(validAdult());
    const response = await patchOne(created.id, {
      name: null,
      phoneMobile: '12',
      sex: 'other',
      identification: null,
    });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'phoneMobile')).toEqual(['field-not-valid-regex']);
    expect(messagesOf(violations, 'sex')).toEqual(['field-not-valid-option']);
    // The type is still there, so the number is asked for.
    expect(messagesOf(violations, 'identification')).toEqual(['field-not-blank']);
    expect(await getOne(created.id).then((r) => r.json())).toEqual(created);
  });

  it('asks for the tutor data when a birthday makes the person a minor', async () => {
    const created = await create(validAdult());
    const younger = await patchOne(created.id, { birthday: dayFromToday(-15) });
    expect(younger.statusCode).toBe(422);
    expect(messagesOf(younger.json().violations, 'tutorName')).toEqual(['field-not-blank']);
    expect(messagesOf(younger.json().violations, 'relation')).toEqual(['field-not-blank']);
    const withTutor = await patchOne(created.id, { birthday: dayFromToday(-15), ...typedTutor });
    expect(withTutor.statusCode).toBe(200);
    expect(withTutor.json()).toMatchObject({ ageGroup: 'minor', isMinor: true, relation: 'father' });
    // The tutor data cannot be patched away while the person is a minor.
    const removed = await patchOne(created.id, { tutorEmail: null });
    expect(messagesOf(removed.json().violations, 'tutorEmail')).toEqual(['field-not-blank']);
  });

  it('links a minor to an adult tutor, keeps the copy current and unlinks', async () => {
    const adult = await create(validAdult({ name: 'Carmen', email: 'carmen.tutora@example.org' }));
    const minor = await create(validMinor());
    const linked = await patchOne(minor.id, { tutor: adult['@id'], relation: 'mother' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      tutor: adult['@id'],
      tutorName: 'Carmen',
      tutorEmail: 'carmen.tutora@example.org',
      tutorPhone: '+34 612345678',
      relation: 'mother',
    });

    // The adult's changes reach the tutored person's copy.
    const moved = await patchOne(adult.id, {
      surname: 'Vega Ruiz',
      phonePrefixMobile: '+351',
      phoneMobile: '912345678',
      address: 'Rua Augusta 10',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tutoredPersons.map((p: { id: number }) => p.id)).toEqual([minor.id]);
    expect((await getOne(minor.id)).json()).toMatchObject({
      tutorSurname: 'Vega Ruiz',
      tutorPhone: '+351 912345678',
      tutorAddress: 'Rua Augusta 10',
    });

    // While linked, the tutor data is the adult's; after unlinking it is the person's own and editable.
    const ignored = await patchOne(minor.id, { tutorName: 'Otra' });
    expect(ignored.json().tutorName).toBe('Carmen');
    const unlinked = await patchOne(minor.id, { tutor: null, tutorName: 'Otra' });
    expect(unlinked.json()).toMatchObject({ tutor: null, tutorName: 'Otra', tutorSurname: 'Vega Ruiz' });
    expect((await getOne(adult.id)).json().tutoredPersons).toEqual([]);
    await patchOne(adult.id, { surname: 'Sin Vínculo' });
    expect((await getOne(minor.id)).json().tutorSurname).toBe('Vega Ruiz');
  });

  it('refuses the person as their own tutor, and a tutor of others becoming a minor', async () => {
    const adult = await create(validAdult());
    const self = await patchOne(adult.id, { tutor: adult['@id'] });
    expect(messagesOf(self.json().violations, 'tutor')).toEqual(['field-not-valid-option']);
    await create(validMinor({ tutor: adult['@id'], relation: 'mother' }));
    const younger = await patchOne(adult.id, { birthday: dayFromToday(-17), ...typedTutor });
    expect(younger.statusCode).toBe(422);
    expect(messagesOf(younger.json().violations, 'birthday')).toEqual(['tutor-must-be-adult']);
    expect((await getOne(adult.id)).json().birthday).toBe('1985-03-02');
  });

  it('answers 404 for an unknown beneficiary and changes nothing', async () => {
    expect((await patchOne(999999, { name: 'Nadie' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/beneficiaries/{id}', () => {
  it('requires a deletion reason of the enumeration', async () => {
    const created = await create(validAdult());
    const missing = await deleteOne(created.id);
    expect(missing.statusCode).toBe(422);
    expect(messagesOf(missing.json().violations, 'reason')).toEqual(['field-not-blank']);
    const unknown = await deleteOne(created.id, { reason: 'bored' });
    expect(messagesOf(unknown.json().violations, 'reason')).toEqual(['field-not-valid-option']);
    expect((await getOne(created.id)).statusCode).toBe(200);
  });

  it('anonymises a minor, tutor data included, and records who, when and why', async () => {
    const minor = await create(
      validMinor({ name: 'Martina', surname: 'Quesada', notes: 'Alergia al gluten' }),
    );
    const before = new Date().toISOString();
    const response = await deleteOne(minor.id, { reason: 'data_retention' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const row = await rowOf(minor.id);
    expect(row).toMatchObject({
      name: 'Persona eliminada',
      surname: '',
      email: null,
      birthday: null,
      sex: null,
      identification: null,
      notes: null,
      disability: null,
      has_disability: 0,
      tutor_id: null,
      tutor_name: null,
      tutor_surname: null,
      tutor_email: null,
      tutor_phone: null,
      tutor_address: null,
      relation: null,
      search_text: '',
      name_key: '',
    });
    expect(row.deleted_at! >= before).toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/martina|quesada|gluten|antonio|ruiz/i);

    const audit = await app.db
      .selectFrom('beneficiary_deletions')
      .selectAll()
      .where('beneficiary_id', '=', minor.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        reason: 'data_retention',
        deleted_by_id: await userId('admin@demo.example.org'),
        tenant_id: row.tenant_id,
      }),
    ]);
    expect(audit[0].deleted_at >= before).toBe(true);

    expect((await getOne(minor.id)).statusCode).toBe(404);
    expect((await patchOne(minor.id, { name: 'Vuelve' })).statusCode).toBe(404);
    expect((await deleteOne(minor.id, { reason: 'data_retention' })).statusCode).toBe(404);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/beneficiaries?itemsPerPage=100',
      headers: admin,
    });
    expect(listed.json().member.map((m: { id: number }) => m.id)).not.toContain(minor.id);
  });

  it('keeps the records of the people a deleted adult tutored, with the tutor data copied', async () => {
    const adult = await create(validAdult({ name: 'Inés', surname: 'Tutora Borrada' }));
    const minor = await create(
      validMinor({ tutor: adult['@id'], relation: 'mother', tutorName: null, tutorSurname: null }),
    );
    expect((await deleteOne(adult.id, { reason: 'user_request' })).statusCode).toBe(204);
    expect((await rowOf(adult.id)).name).toBe('Persona eliminada');
    const kept = await getOne(minor.id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      tutor: null,
      tutorName: 'Inés',
      tutorSurname: 'Tutora Borrada',
      tutorEmail: 'rosa.jimenez@example.org',
      relation: 'mother',
    });
    // The kept record stays valid and editable.
    expect((await patchOne(minor.id, { notes: 'Sigue viniendo' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown beneficiary, and 403 to a technician', async () => {
    expect((await deleteOne(999999, { reason: 'user_request' })).statusCode).toBe(404);
    const created = await create(validAdult());
    const refused = await deleteOne(created.id, { reason: 'user_request' }, technician);
    expect(refused.statusCode).toBe(403);
    expect((await getOne(created.id)).statusCode).toBe(200);
  });
});
