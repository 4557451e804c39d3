import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  DEMO_HOST,
  createContactPartner,
  createPartnerIri,
  jsonHeaders,
  OTHER_HOST,
  validContactPartner,
} from './contact-partner-fixtures';

// A contact person of the demo tenant (A) must be invisible and untouchable from the other tenant (B), and B
// cannot attach anyone to A's partners.
let app: FastifyInstance;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let partnerA: string;
let contactId: number;

beforeAll(async () => {
  app = await buildTestApp();
  adminA = await authAs(app, 'admin@demo.example.org');
  adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  partnerA = await createPartnerIri(app, adminA, { name: 'Entidad de A' });
  contactId = (await createContactPartner(app, adminA, partnerA, { email: 'solo-de-a@example.org' })).id;
});
afterAll(() => app.close());

const snapshot = async () => ({
  user: await app.db.selectFrom('users').selectAll().where('id', '=', contactId).executeTakeFirstOrThrow(),
  deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
});

const requests = (auth: Record<string, string>) => ({
  get: () => app.inject({ method: 'GET', url: `/api/contact_partners/${contactId}`, headers: auth }),
  patch: () =>
    app.inject({
      method: 'PATCH',
      url: `/api/contact_partners/${contactId}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ name: 'Intrusa' }),
    }),
  delete: () =>
    app.inject({
      method: 'DELETE',
      url: `/api/contact_partners/${contactId}`,
      headers: jsonHeaders(auth, 'application/json'),
      payload: JSON.stringify({ reason: 'admin_action' }),
    }),
});

describe('contact persons across tenants', () => {
  it.each(['get', 'patch', 'delete'] as const)(
    "answers 404 to %s with tenant B's token on B's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests(adminB)[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['get', 'patch', 'delete'] as const)(
    "answers 404 to %s with tenant B's token on A's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminB, host: DEMO_HOST })[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['get', 'patch', 'delete'] as const)(
    "answers 404 to %s with tenant A's own token on B's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminA, host: OTHER_HOST })[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it("neither lists nor searches tenant A's contact persons in B, not even by A's partner", async () => {
    const bySearch = await app.inject({
      method: 'GET',
      url: '/api/contact_partners?q=solo-de-a',
      headers: adminB,
    });
    expect(bySearch.json()).toMatchObject({ totalItems: 0, member: [] });
    const byPartner = await app.inject({
      method: 'GET',
      url: `/api/contact_partners?partner=${encodeURIComponent(partnerA)}`,
      headers: adminB,
    });
    expect(byPartner.json()).toMatchObject({ totalItems: 0, member: [] });
  });

  it("refuses to link B's new contact person to A's partner (422 on partner), and says nothing of it", async () => {
    const usersBefore = await app.db.selectFrom('users').select('id').execute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact_partners',
      headers: jsonHeaders(adminB),
      payload: JSON.stringify(validContactPartner(partnerA)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'partner', message: 'field-not-valid-option' },
    ]);
    expect(response.body).not.toContain('Entidad de A');
    expect(await app.db.selectFrom('users').select('id').execute()).toEqual(usersBefore);
  });

  it("refuses to move B's contact person to A's partner", async () => {
    const partnerB = await createPartnerIri(app, adminB);
    const contactB = await createContactPartner(app, adminB, partnerB);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/contact_partners/${contactB.id}`,
      headers: jsonHeaders(adminB, 'application/merge-patch+json'),
      payload: JSON.stringify({ partner: partnerA }),
    });
    expect(response.statusCode).toBe(422);
    const stored = await app.db
      .selectFrom('users')
      .select('partner_id')
      .where('id', '=', contactB.id)
      .executeTakeFirstOrThrow();
    expect(stored.partner_id).toBe(Number(partnerB.split('/').pop()));
  });

  it("lets B register the same email, which stays A's in A", async () => {
    const partnerB = await createPartnerIri(app, adminB);
    const created = await createContactPartner(app, adminB, partnerB, { email: 'solo-de-a@example.org' });
    expect(created.id).not.toBe(contactId);
    const inA = await app.inject({
      method: 'GET',
      url: `/api/contact_partners/${contactId}`,
      headers: adminA,
    });
    expect(inA.json()).toMatchObject({ name: 'Rocío', partner: partnerA });
  });
});
