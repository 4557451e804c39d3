import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { createContactPartner } from '../contact-partners/contact-partner-fixtures';
import { authAs, dayFromToday, DEMO_HOST, OTHER_HOST } from '../partners/partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let partnerContact: Record<string, string>;

/** Lets a contact person created through the API sign in with the demo password (as if they had activated). */
async function activateLikeDemo(email: string): Promise<void> {
  const demo = await app.db
    .selectFrom('users')
    .select(['password_hash', 'active'])
    .where('email', '=', 'entidad@demo.example.org')
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('users')
    .set({ password_hash: demo.password_hash, active: demo.active })
    .where('email', '=', email)
    .execute();
}

async function partnerIriNamed(name: string): Promise<string> {
  const row = await app.db
    .selectFrom('partners')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return `/api/partners/${row.id}`;
}

const myPartner = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/my-partner', headers });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  partnerContact = await authAs(app, 'entidad@demo.example.org');
});
afterAll(() => app.close());

describe('GET /api/my-partner', () => {
  it("answers the signed-in contact person's organisation, with readable address names and without staff notes", async () => {
    const response = await myPartner(partnerContact);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@id': '/api/my-partner',
      '@type': 'Partner',
      name: 'Asociación Mar de Letras',
      legalType: 'non_profit',
      nif: 'G29876547',
      website: 'https://mardeletras.example.org',
      email: 'hola@mardeletras.example.org',
      agreementStatus: 'agreement_active',
      expirationDate: dayFromToday(540),
      address: 'Calle Carretería 12',
      postalCode: '29008',
      addressLocationName: 'Málaga',
      addressProvinceName: 'Málaga',
      addressStateName: 'Andalucía',
      addressCountryName: expect.stringMatching(/^España/),
    });
    expect(body).not.toHaveProperty('observations');
    // The person is not listed among the others.
    expect(body.contactPersons).toEqual([]);
  });

  it('lists the other contact persons of the same organisation only', async () => {
    const mar = await partnerIriNamed('Asociación Mar de Letras');
    const sur = await partnerIriNamed('Cooperativa Digital Sur');
    const colleague = await createContactPartner(app, admin, mar, {
      name: 'Tomás',
      surname: 'Ruiz Prieto',
      jobTitle: 'Tesorero',
      email: 'tomas@mardeletras.example.org',
    });
    await createContactPartner(app, admin, sur, { email: 'ines@digitalsur.example.org', name: 'Inés' });

    const body = (await myPartner(partnerContact)).json();
    expect(body.contactPersons).toEqual([
      {
        '@type': 'ContactPartner',
        id: colleague.id,
        name: 'Tomás',
        surname: 'Ruiz Prieto',
        email: 'tomas@mardeletras.example.org',
        jobTitle: 'Tesorero',
        phonePrefixMobile: '+34',
        phoneMobile: '623456789',
      },
    ]);
  });

  it("shows another organisation's contact person their own organisation, expired once its date passed", async () => {
    await activateLikeDemo('ines@digitalsur.example.org');
    const ines = await authAs(app, 'ines@digitalsur.example.org');
    const body = (await myPartner(ines)).json();
    expect(body).toMatchObject({ name: 'Cooperativa Digital Sur', agreementStatus: 'agreement_expired' });
    expect(body.contactPersons).toEqual([]);
  });

  it.each([
    ['administrator', 'admin@demo.example.org'],
    ['employee', 'tecnica@demo.example.org'],
    ['coordinator', 'coordinacion@demo.example.org'],
    ['volunteer', 'voluntaria@demo.example.org'],
  ])('refuses the %s profile with 403 access-denied', async (_role, email) => {
    const response = await myPartner(await authAs(app, email));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'access-denied' });
  });

  it('answers 401 without a session', async () => {
    expect((await myPartner({ host: DEMO_HOST })).statusCode).toBe(401);
  });
});

describe('GET /api/my-partner across tenants', () => {
  it("answers 404 to a contact person's token on another tenant's host", async () => {
    const response = await myPartner({ ...partnerContact, host: OTHER_HOST });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });

  it("shows the other tenant's contact person only their tenant's organisation", async () => {
    const adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const alacena = await partnerIriNamed('Librería La Alacena S.L.');
    await createContactPartner(app, adminB, alacena, { email: 'paco@laalacena.example.org', name: 'Paco' });
    await activateLikeDemo('paco@laalacena.example.org');
    const paco = await authAs(app, 'paco@laalacena.example.org', OTHER_HOST);

    const body = (await myPartner(paco)).json();
    expect(body.name).toBe('Librería La Alacena S.L.');
    expect(body.contactPersons).toEqual([]);
    // And on the first tenant's host the same token finds nothing.
    expect((await myPartner({ ...paco, host: DEMO_HOST })).statusCode).toBe(404);
  });

  it('answers 404 when the person has no organisation of their tenant any more', async () => {
    const mar = await partnerIriNamed('Asociación Mar de Letras');
    const loose = await createContactPartner(app, admin, mar, { email: 'suelta@mardeletras.example.org' });
    await activateLikeDemo('suelta@mardeletras.example.org');
    const before = await authAs(app, 'suelta@mardeletras.example.org');
    await app.db.updateTable('users').set({ partner_id: null }).where('id', '=', loose.id).execute();
    // The organisation a contact person acts for is part of their access: the session in course ends with it.
    expect((await myPartner(before)).statusCode).toBe(401);
    const response = await myPartner(await authAs(app, 'suelta@mardeletras.example.org'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });
});
