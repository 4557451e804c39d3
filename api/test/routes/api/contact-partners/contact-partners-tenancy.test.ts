import { describeTenancy } from '../../../helpers/tenancy-suite';
import {
  createContactPartner,
  createPartnerIri,
  jsonHeaders,
  validContactPartner,
} from './contact-partner-fixtures';

// A contact person of the demo tenant (A) must be invisible and untouchable from the other tenant (B), and B
// cannot attach anyone to A's partners.
let partnerA: string;

const tenancy = describeTenancy({
  name: 'contact persons',
  setUp: async (app, adminA) => {
    partnerA = await createPartnerIri(app, adminA, { name: 'Entidad de A' });
    return {
      item: (await createContactPartner(app, adminA, partnerA, { email: 'solo-de-a@example.org' })).id,
    };
  },
  routes: {
    get: (id) => ({ method: 'GET', url: `/api/contact_partners/${id}` }),
    patch: (id) => ({ method: 'PATCH', url: `/api/contact_partners/${id}`, payload: { name: 'Intrusa' } }),
    delete: (id) => ({
      method: 'DELETE',
      url: `/api/contact_partners/${id}`,
      payload: { reason: 'admin_action' },
    }),
  },
  snapshot: async ({ app, targets }) => ({
    user: await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', targets.item)
      .executeTakeFirstOrThrow(),
    deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
  }),
});

describe('contact persons across tenants', () => {
  it("neither lists nor searches tenant A's contact persons in B, not even by A's partner", async () => {
    const { app, adminB } = tenancy;
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
    const { app, adminB } = tenancy;
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
    const { app, adminB } = tenancy;
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
    const { app, adminA, adminB, targets } = tenancy;
    const partnerB = await createPartnerIri(app, adminB);
    const created = await createContactPartner(app, adminB, partnerB, { email: 'solo-de-a@example.org' });
    expect(created.id).not.toBe(targets.item);
    const inA = await app.inject({
      method: 'GET',
      url: `/api/contact_partners/${targets.item}`,
      headers: adminA,
    });
    expect(inA.json()).toMatchObject({ name: 'Rocío', partner: partnerA });
  });
});
