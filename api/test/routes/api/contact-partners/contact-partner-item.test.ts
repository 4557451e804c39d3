import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';
import {
  authAs,
  createContactPartner,
  createPartnerIri,
  jsonHeaders,
  messagesOf,
  OTHER_HOST,
} from './contact-partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let partner: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  partner = await createPartnerIri(app, admin, { name: 'Asociación Puerta Nueva' });
});
afterAll(() => app.close());

const getOne = (id: number, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/contact_partners/${id}`, headers });

const patchOne = (id: number, payload: object, headers = admin) =>
  app.inject({
    method: 'PATCH',
    url: `/api/contact_partners/${id}`,
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const deleteOne = (id: number, payload?: object, headers = admin) =>
  app.inject({
    method: 'DELETE',
    url: `/api/contact_partners/${id}`,
    headers: payload ? jsonHeaders(headers, 'application/json') : headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

const userId = async (email: string) =>
  (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('GET /api/contact_partners/{id}', () => {
  it('answers the contact person with their organisation', async () => {
    const created = await createContactPartner(app, admin, partner, {
      phone: '952000111',
      phonePrefix: '+34',
    });
    const response = await getOne(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@id': created['@id'],
      '@type': 'ContactPartner',
      email: created.email,
      phone: '952000111',
      partner,
      partnerName: 'Asociación Puerta Nueva',
      jobTitle: 'Presidenta',
    });
  });

  it('answers 404 for an unknown id, a volunteer or a staff member, and 400 for a malformed id', async () => {
    expect((await getOne(999999)).json().error).toBe('not-found');
    expect((await getOne(await userId('voluntaria@demo.example.org'))).statusCode).toBe(404);
    expect((await getOne(await userId('tecnica@demo.example.org'))).statusCode).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: '/api/contact_partners/abc', headers: admin });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PATCH /api/contact_partners/{id}', () => {
  it('merges the patch and moves the person to another partner of the tenant', async () => {
    const created = await createContactPartner(app, admin, partner);
    const faro = await createPartnerIri(app, admin, { name: 'Fundación El Faro' });
    const response = await patchOne(created.id, {
      surname: 'Ortiz Álvarez',
      jobTitle: null,
      partner: faro,
      accessStatus: 'access',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Rocío',
      surname: 'Ortiz Álvarez',
      jobTitle: null,
      partner: faro,
      partnerName: 'Fundación El Faro',
      // Read-only: access comes with activation.
      accessStatus: 'no-access',
    });
    const partnerId = Number(faro.split('/').pop());
    const onPartner = (
      await app.inject({ method: 'GET', url: `/api/partners/${partnerId}`, headers: admin })
    ).json();
    expect(onPartner.contactPersons.map((c: { id: number }) => c.id)).toEqual([created.id]);
    const found = await app.inject({
      method: 'GET',
      url: '/api/contact_partners?q=ortiz%20alvarez',
      headers: admin,
    });
    expect(found.json().member.map((m: { id: number }) => m.id)).toEqual([created.id]);
  });

  it("applies the creation rules to the result and refuses another tenant's partner", async () => {
    const created = await createContactPartner(app, admin, partner);
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const otherPartner = await createPartnerIri(app, otherAdmin);
    const response = await patchOne(created.id, { name: null, partner: otherPartner, sex: 'other' });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'partner')).toEqual(['field-not-valid-option']);
    expect(messagesOf(violations, 'sex')).toEqual(['field-not-valid-option']);
    expect(messagesOf((await patchOne(created.id, { partner: null })).json().violations, 'partner')).toEqual([
      'field-not-blank',
    ]);
    expect((await getOne(created.id)).json()).toMatchObject({ name: 'Rocío', partner });
  });

  it("answers email-already-exists for another account's email, and accepts its own", async () => {
    const created = await createContactPartner(app, admin, partner);
    const taken = await patchOne(created.id, { email: 'Voluntaria@demo.example.org' });
    expect(taken.statusCode).toBe(422);
    expect(messagesOf(taken.json().violations, 'email')).toEqual(['email-already-exists']);
    expect((await patchOne(created.id, { email: created.email.toUpperCase() })).statusCode).toBe(200);
  });
});

describe('DELETE /api/contact_partners/{id}', () => {
  it('requires a deletion reason of the enumeration', async () => {
    const created = await createContactPartner(app, admin, partner);
    const missing = await deleteOne(created.id);
    expect(missing.statusCode).toBe(422);
    expect(messagesOf(missing.json().violations, 'reason')).toEqual(['field-not-blank']);
    const unknown = await deleteOne(created.id, { reason: 'bored' });
    expect(messagesOf(unknown.json().violations, 'reason')).toEqual(['field-not-valid-option']);
    expect((await getOne(created.id)).statusCode).toBe(200);
  });

  it('anonymises the person, ends their sessions, records who, when and why, and frees the email', async () => {
    const contactId = await userId('entidad@demo.example.org');
    const demoPartner = (await getOne(contactId)).json().partner as string;
    const session = await login(app, 'entidad@demo.example.org');
    const before = new Date().toISOString();

    const response = await deleteOne(contactId, { reason: 'data_retention' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', contactId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${contactId}@anonymised.invalid`,
      name: 'Persona eliminada',
      surname: '',
      password_hash: null,
      active: 0,
      partner_id: null,
      job_title: null,
      search_text: '',
    });
    expect(row.deleted_at! >= before).toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/elena|castro|voluntariado/i);

    const audit = await app.db
      .selectFrom('person_deletions')
      .selectAll()
      .where('person_id', '=', contactId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        person_profile: 'partner',
        reason: 'data_retention',
        deleted_by_id: await userId('admin@demo.example.org'),
        tenant_id: row.tenant_id,
      }),
    ]);
    expect(audit[0].deleted_at >= before).toBe(true);

    expect((await getOne(contactId)).statusCode).toBe(404);
    expect((await deleteOne(contactId, { reason: 'data_retention' })).statusCode).toBe(404);
    const onPartner = (await app.inject({ method: 'GET', url: demoPartner, headers: admin })).json();
    expect(onPartner.contactPersons).toEqual([]);
    const tokens = await app.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', contactId)
      .execute();
    expect(tokens).toEqual([]);
    const home = await app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { host: 'localhost', authorization: `Bearer ${session.body.token}` },
    });
    expect(home.statusCode).toBe(401);
    expect((await login(app, 'entidad@demo.example.org')).response.statusCode).toBe(401);
    // The address can be registered again.
    await createContactPartner(app, admin, partner, { email: 'entidad@demo.example.org' });
  });
});
