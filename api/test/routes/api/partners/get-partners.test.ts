import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  dayFromToday,
  DEMO_HOST,
  insertPartners,
  organisationNif,
  OTHER_HOST,
  tenantIdOf,
} from './partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let demoTenant: number;

// Created one minute apart, in this order.
const partners = [
  {
    name: 'Ágora Solidaria',
    nif: organisationNif('G2911111'),
    email: 'agora@example.org',
    expirationDate: dayFromToday(-1),
  },
  {
    name: 'banco de Alimentos Costa',
    nif: organisationNif('G2922222'),
    email: 'banco@example.org',
    expirationDate: dayFromToday(0),
  },
  {
    name: 'Cooperativa Ñandú',
    nif: organisationNif('F2933333'),
    legalType: 'cooperative',
    email: 'nandu@example.org',
    expirationDate: null,
  },
  {
    name: 'Distribuciones Málaga S.L.',
    nif: organisationNif('B2944444'),
    legalType: 'company',
    email: 'dm@example.org',
    agreementStatus: 'agreement_expired' as const,
    expirationDate: dayFromToday(300),
  },
  {
    name: 'Estudio Pérez',
    nif: '12345678Z',
    legalType: 'individual',
    email: null,
    expirationDate: dayFromToday(30),
  },
];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  demoTenant = await tenantIdOf(app, DEMO_HOST);
  // A list of known partners only: the demo ones go.
  await app.db.updateTable('users').set({ partner_id: null }).execute();
  await app.db.deleteFrom('partners').where('tenant_id', '=', demoTenant).execute();
  await insertPartners(
    app,
    demoTenant,
    partners.map((partner, index) => ({
      ...partner,
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)).toISOString(),
    })),
  );
  // One of the other tenant that matches every search below.
  await insertPartners(app, await tenantIdOf(app, OTHER_HOST), [
    { name: 'Ágora Otra', nif: organisationNif('G4155555'), email: 'agora.otra@example.org' },
  ]);
});
afterAll(() => app.close());

const list = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/partners${query}`, headers });

const namesOf = (body: { member: { name: string }[] }) => body.member.map((member) => member.name);

describe('GET /api/partners', () => {
  it("answers a JSON-LD collection of the tenant's partners, by name", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Partner',
      '@id': '/api/partners',
      '@type': 'Collection',
      totalItems: 5,
    });
    // Names sort ignoring case and accents.
    expect(namesOf(body)).toEqual([
      'Ágora Solidaria',
      'banco de Alimentos Costa',
      'Cooperativa Ñandú',
      'Distribuciones Málaga S.L.',
      'Estudio Pérez',
    ]);
    expect(body.member[2]).toEqual({
      '@id': expect.stringMatching(/^\/api\/partners\/\d+$/),
      '@type': 'Partner',
      id: expect.any(Number),
      name: 'Cooperativa Ñandú',
      legalType: 'cooperative',
      nif: partners[2].nif,
      email: 'nandu@example.org',
      phonePrefix: null,
      phone: null,
      website: null,
      agreementStatus: 'agreement_active',
      expirationDate: null,
      contactPersonsCount: 0,
      createdAt: '2026-01-01T10:02:00.000Z',
    });
  });

  it('shows an agreement as expired from the day after its expiration date, and as staff set it otherwise', async () => {
    const statuses = Object.fromEntries(
      (await list())
        .json()
        .member.map((m: { name: string; agreementStatus: string }) => [m.name, m.agreementStatus]),
    );
    expect(statuses).toEqual({
      // Active, but its date was yesterday.
      'Ágora Solidaria': 'agreement_expired',
      // Valid through today.
      'banco de Alimentos Costa': 'agreement_active',
      'Cooperativa Ñandú': 'agreement_active',
      // Ended early by staff, whatever the date.
      'Distribuciones Málaga S.L.': 'agreement_expired',
      'Estudio Pérez': 'agreement_active',
    });
  });

  it('filters by the agreement status shown and by legal type', async () => {
    expect(namesOf((await list('?agreementStatus=agreement_expired')).json())).toEqual([
      'Ágora Solidaria',
      'Distribuciones Málaga S.L.',
    ]);
    expect(namesOf((await list('?agreementStatus=agreement_active')).json())).toEqual([
      'banco de Alimentos Costa',
      'Cooperativa Ñandú',
      'Estudio Pérez',
    ]);
    expect(namesOf((await list('?legalType=company')).json())).toEqual(['Distribuciones Málaga S.L.']);
    expect(namesOf((await list('?legalType=non_profit&agreementStatus=agreement_active')).json())).toEqual([
      'banco de Alimentos Costa',
    ]);
    expect((await list('?legalType=partnership')).json().totalItems).toBe(0);
  });

  it('searches name, NIF and email ignoring case and accents; every word must match', async () => {
    expect(namesOf((await list('?q=AGORA')).json())).toEqual(['Ágora Solidaria']);
    expect(namesOf((await list('?q=nandu')).json())).toEqual(['Cooperativa Ñandú']);
    expect(namesOf((await list('?q=malaga%20distribuciones')).json())).toEqual([
      'Distribuciones Málaga S.L.',
    ]);
    expect(namesOf((await list(`?q=${partners[3].nif.toLowerCase()}`)).json())).toEqual([
      'Distribuciones Málaga S.L.',
    ]);
    expect(namesOf((await list('?q=12345678z')).json())).toEqual(['Estudio Pérez']);
    expect(namesOf((await list('?q=banco%40example')).json())).toEqual(['banco de Alimentos Costa']);
    expect((await list('?q=agora%20costa')).json().totalItems).toBe(0);
    expect((await list('?q=%25')).json().totalItems).toBe(0);
    expect(
      namesOf((await list('?q=a&agreementStatus=agreement_expired&legalType=non_profit')).json()),
    ).toEqual(['Ágora Solidaria']);
  });

  it('sorts by name, creation date and expiration date (open-ended agreements last)', async () => {
    expect(namesOf((await list('?order[name]=desc')).json())[0]).toBe('Estudio Pérez');
    expect(namesOf((await list('?order[createdAt]=desc')).json())).toEqual([
      'Estudio Pérez',
      'Distribuciones Málaga S.L.',
      'Cooperativa Ñandú',
      'banco de Alimentos Costa',
      'Ágora Solidaria',
    ]);
    expect(namesOf((await list('?order[expirationDate]=asc')).json())).toEqual([
      'Ágora Solidaria',
      'banco de Alimentos Costa',
      'Estudio Pérez',
      'Distribuciones Málaga S.L.',
      'Cooperativa Ñandú',
    ]);
    expect(namesOf((await list('?order[expirationDate]=desc')).json())).toEqual([
      'Distribuciones Málaga S.L.',
      'Estudio Pérez',
      'banco de Alimentos Costa',
      'Ágora Solidaria',
      'Cooperativa Ñandú',
    ]);
  });

  it('pages on the server with view links that keep the filters', async () => {
    const first = (await list('?itemsPerPage=2')).json();
    expect(first.member).toHaveLength(2);
    expect(first.view).toEqual({
      '@id': '/api/partners?itemsPerPage=2&page=1',
      '@type': 'PartialCollectionView',
      first: '/api/partners?itemsPerPage=2&page=1',
      last: '/api/partners?itemsPerPage=2&page=3',
      next: '/api/partners?itemsPerPage=2&page=2',
    });
    const pages = [
      first,
      (await list('?itemsPerPage=2&page=2')).json(),
      (await list('?itemsPerPage=2&page=3')).json(),
    ];
    expect(new Set(pages.flatMap(namesOf)).size).toBe(5);
    const filtered = (await list('?q=a&legalType=non_profit&order[createdAt]=asc&itemsPerPage=1')).json();
    expect(filtered.view.next).toBe(
      '/api/partners?q=a&legalType=non_profit&order%5BcreatedAt%5D=asc&itemsPerPage=1&page=2',
    );
    expect((await list('?itemsPerPage=500')).json().member).toHaveLength(5);
  });

  it('counts the contact persons of each partner, leaving deleted ones out', async () => {
    const agora = (await list('?q=agora')).json().member[0];
    const entidad = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'entidad@demo.example.org')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('users').set({ partner_id: agora.id }).where('id', '=', entidad.id).execute();
    expect((await list('?q=agora')).json().member[0].contactPersonsCount).toBe(1);
    await app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', entidad.id)
      .execute();
    expect((await list('?q=agora')).json().member[0].contactPersonsCount).toBe(0);
  });

  it('answers 400 bad-request with violations for bad query values, never 500', async () => {
    for (const [query, path] of [
      ['?page=0', 'page'],
      ['?itemsPerPage=abc', 'itemsPerPage'],
      ['?legalType=foundation', 'legalType'],
      ['?agreementStatus=pending', 'agreementStatus'],
      ['?order[name]=up', 'order[name]'],
      ['?order[nif]=asc', 'order[nif]'],
      [`?q=${'a'.repeat(101)}`, 'q'],
      ['?legalType=company&legalType=cooperative', 'legalType'],
    ]) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toBe('bad-request');
      expect(response.json().violations[0].propertyPath).toBe(path);
    }
  });
});
