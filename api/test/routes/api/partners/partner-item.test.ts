import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  dayFromToday,
  jsonHeaders,
  messagesOf,
  validContactPartner,
  validPartner,
} from './partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

async function createPartner(overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/partners',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(validPartner(overrides)),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; '@id': string; nif: string; name: string };
}

async function createContact(partner: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact_partners',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(validContactPartner(partner, overrides)),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; '@id': string; email: string };
}

const getOne = (id: number, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/partners/${id}`, headers });

const patchOne = (id: number, payload: object, headers = admin) =>
  app.inject({
    method: 'PATCH',
    url: `/api/partners/${id}`,
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const deleteOne = (id: number, headers = admin) =>
  app.inject({ method: 'DELETE', url: `/api/partners/${id}`, headers });

describe('GET /api/partners/{id}', () => {
  it('answers the whole partner with its contact persons, by name', async () => {
    const partner = await createPartner();
    await createContact(partner['@id'], { name: 'Zoe', surname: 'Alba Ruiz', jobTitle: 'Tesorera' });
    const ana = await createContact(partner['@id'], { name: 'Ana', surname: 'Vidal Soto', jobTitle: null });
    const response = await getOne(partner.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ '@id': partner['@id'], '@type': 'Partner', contactPersonsCount: 2 });
    expect(body.contactPersons).toEqual([
      {
        '@id': ana['@id'],
        '@type': 'ContactPartner',
        id: ana.id,
        name: 'Ana',
        surname: 'Vidal Soto',
        email: ana.email,
        jobTitle: null,
        phonePrefixMobile: '+34',
        phoneMobile: '623456789',
      },
      expect.objectContaining({ name: 'Zoe', jobTitle: 'Tesorera' }),
    ]);
  });

  it('lists the seeded contact person on the demo partner', async () => {
    const demo = await app.db
      .selectFrom('partners')
      .select('id')
      .where('nif', '=', 'G29876547')
      .executeTakeFirstOrThrow();
    const body = (await getOne(demo.id)).json();
    expect(body.name).toBe('Asociación Mar de Letras');
    expect(body.contactPersons.map((c: { email: string }) => c.email)).toEqual(['entidad@demo.example.org']);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await getOne(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not-found');
    expect((await app.inject({ method: 'GET', url: '/api/partners/abc', headers: admin })).statusCode).toBe(
      400,
    );
  });
});

describe('PATCH /api/partners/{id}', () => {
  it('merges the patch (null removes) and keeps the rest; read-only fields are ignored', async () => {
    const partner = await createPartner();
    const response = await patchOne(partner.id, {
      name: 'Asociación Puerta Nueva',
      website: null,
      observations: null,
      phone: '951 000 111',
      contactPersonsCount: 9,
      createdAt: '2000-01-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Asociación Puerta Nueva',
      website: null,
      observations: null,
      phone: '951 000 111',
      description: 'Asociación de vecinos del centro histórico.',
      nif: partner.nif,
      contactPersonsCount: 0,
    });
    expect((await getOne(partner.id)).json().createdAt).not.toBe('2000-01-01');
    const found = await app.inject({ method: 'GET', url: '/api/partners?q=puerta%20nueva', headers: admin });
    expect(found.json().member.map((m: { id: number }) => m.id)).toContain(partner.id);
  });

  it('renews an agreement that expired by date when the date moves forward', async () => {
    const partner = await createPartner({ expirationDate: dayFromToday(-10) });
    expect((await getOne(partner.id)).json()).toMatchObject({
      agreementStatus: 'agreement_expired',
      agreementExpiredByDate: true,
    });
    const renewed = await patchOne(partner.id, { expirationDate: dayFromToday(365) });
    expect(renewed.json()).toMatchObject({
      agreementStatus: 'agreement_active',
      agreementExpiredByDate: false,
    });
    // Staff may end it early, whatever the date; and make it open-ended again.
    const ended = await patchOne(partner.id, { agreementStatus: 'agreement_expired' });
    expect(ended.json()).toMatchObject({
      agreementStatus: 'agreement_expired',
      agreementExpiredByDate: false,
    });
    const reopened = await patchOne(partner.id, {
      agreementStatus: 'agreement_active',
      expirationDate: null,
    });
    expect(reopened.json()).toMatchObject({ agreementStatus: 'agreement_active', expirationDate: null });
  });

  it('applies the creation rules to the result: required fields stay required, NIF and legal type agree', async () => {
    const partner = await createPartner();
    const response = await patchOne(partner.id, {
      name: null,
      legalType: 'individual',
      agreementStatus: null,
    });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'agreementStatus')).toEqual(['field-not-blank']);
    // The stored organisation NIF does not fit an individual.
    expect(messagesOf(violations, 'nif')).toEqual(['nif-individual-format']);
    expect((await getOne(partner.id)).json().name).toBe(partner.name);
  });

  it("answers nif-already-exists for another partner's NIF, and accepts its own however typed", async () => {
    const partner = await createPartner();
    const other = await createPartner();
    const taken = await patchOne(partner.id, { nif: other.nif.toLowerCase() });
    expect(taken.statusCode).toBe(422);
    expect(messagesOf(taken.json().violations, 'nif')).toEqual(['nif-already-exists']);
    const own = await patchOne(partner.id, { nif: `${partner.nif.slice(0, 3)}-${partner.nif.slice(3)}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().nif).toBe(partner.nif);
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await patchOne(999999, { name: 'Nadie' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/partners/{id}', () => {
  it('deletes a partner without contact persons', async () => {
    const partner = await createPartner();
    const response = await deleteOne(partner.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await getOne(partner.id)).statusCode).toBe(404);
    expect((await deleteOne(partner.id)).statusCode).toBe(404);
    const row = await app.db
      .selectFrom('partners')
      .select('id')
      .where('id', '=', partner.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // The NIF is free again.
    await createPartner({ nif: partner.nif });
  });

  it('answers 409 partner-has-contact-persons while it has any, and deletes once they are gone', async () => {
    const partner = await createPartner();
    const contact = await createContact(partner['@id']);
    const refused = await deleteOne(partner.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, error: 'partner-has-contact-persons' });
    expect((await getOne(partner.id)).statusCode).toBe(200);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/contact_partners/${contact.id}`,
      headers: jsonHeaders(admin, 'application/json'),
      payload: JSON.stringify({ reason: 'admin_action' }),
    });
    expect(removed.statusCode).toBe(204);
    expect((await deleteOne(partner.id)).statusCode).toBe(204);
  });
});
