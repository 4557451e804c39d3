import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, createContactPartner, createPartnerIri, OTHER_HOST } from './contact-partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let puerta: string;
let faro: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  puerta = await createPartnerIri(app, admin, { name: 'Asociación Puerta Nueva' });
  faro = await createPartnerIri(app, admin, { name: 'Fundación El Faro' });
  const people = [
    { partner: puerta, name: 'Álvaro', surname: 'García López', email: 'alvaro@puerta.example.org' },
    { partner: puerta, name: 'beatriz', surname: 'Zamora Ruiz', email: 'bea@puerta.example.org' },
    {
      partner: faro,
      name: 'Carmen',
      surname: 'Ñúñez Gil',
      email: 'carmen@faro.example.org',
      identificationType: 'national',
      identification: '00000000T',
    },
  ];
  for (const { partner, ...person } of people) await createContactPartner(app, admin, partner, person);
  // The demo contact person (entidad@demo) is the fourth; the other tenant has one matching every search.
  const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  const otherPartner = await createPartnerIri(app, otherAdmin);
  await createContactPartner(app, otherAdmin, otherPartner, {
    name: 'Álvaro',
    surname: 'García Otra',
    email: 'alvaro@otra.example.org',
  });
});
afterAll(() => app.close());

const list = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/contact_partners${query}`, headers });

const emailsOf = (body: { member: { email: string }[] }) => body.member.map((member) => member.email);

describe('GET /api/contact_partners', () => {
  it("answers the tenant's contact persons by name, with their organisation, and no other people", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/ContactPartner',
      '@id': '/api/contact_partners',
      '@type': 'Collection',
      totalItems: 4,
    });
    expect(emailsOf(body)).toEqual([
      'alvaro@puerta.example.org',
      'bea@puerta.example.org',
      'carmen@faro.example.org',
      'entidad@demo.example.org',
    ]);
    expect(body.member[3]).toEqual({
      '@id': expect.stringMatching(/^\/api\/contact_partners\/\d+$/),
      '@type': 'ContactPartner',
      id: expect.any(Number),
      name: 'Elena',
      surname: 'Castro Ibáñez',
      email: 'entidad@demo.example.org',
      phonePrefixMobile: '+34',
      phoneMobile: '666 789 012',
      jobTitle: 'Responsable de voluntariado',
      partner: expect.stringMatching(/^\/api\/partners\/\d+$/),
      partnerName: 'Asociación Mar de Letras',
      accessStatus: 'access',
      createdAt: expect.any(String),
    });
  });

  it('filters by partner (IRI or id)', async () => {
    expect(emailsOf((await list(`?partner=${encodeURIComponent(puerta)}`)).json())).toEqual([
      'alvaro@puerta.example.org',
      'bea@puerta.example.org',
    ]);
    expect(emailsOf((await list(`?partner=${faro.split('/').pop()}`)).json())).toEqual([
      'carmen@faro.example.org',
    ]);
    expect((await list('?partner=999999')).json().totalItems).toBe(0);
    const view = (await list(`?partner=${faro.split('/').pop()}&itemsPerPage=1`)).json().view;
    expect(view['@id']).toBe(
      `/api/contact_partners?partner=${encodeURIComponent(faro)}&itemsPerPage=1&page=1`,
    );
  });

  it('searches name, surname, email and identification ignoring case and accents', async () => {
    expect(emailsOf((await list('?q=ALVARO')).json())).toEqual(['alvaro@puerta.example.org']);
    expect(emailsOf((await list('?q=nunez')).json())).toEqual(['carmen@faro.example.org']);
    expect(emailsOf((await list('?q=00000000t')).json())).toEqual(['carmen@faro.example.org']);
    expect(emailsOf((await list('?q=garcia%20lopez')).json())).toEqual(['alvaro@puerta.example.org']);
    expect(emailsOf((await list(`?q=puerta.example&partner=${encodeURIComponent(faro)}`)).json())).toEqual(
      [],
    );
  });

  it('sorts by name, surname, email and creation date; pages on the server', async () => {
    const surnames = (await list('?order[surname]=desc'))
      .json()
      .member.map((m: { surname: string }) => m.surname);
    expect(surnames).toEqual(['Zamora Ruiz', 'Ñúñez Gil', 'García López', 'Castro Ibáñez']);
    expect(emailsOf((await list('?order[email]=asc')).json())[0]).toBe('alvaro@puerta.example.org');
    expect(emailsOf((await list('?order[createdAt]=desc')).json())[0]).toBe('carmen@faro.example.org');
    const page = (await list('?itemsPerPage=3&page=2')).json();
    expect(emailsOf(page)).toEqual(['entidad@demo.example.org']);
    expect(page.view.previous).toBe('/api/contact_partners?itemsPerPage=3&page=1');
  });

  it('answers 400 bad-request with violations for bad query values, never 500', async () => {
    for (const [query, path] of [
      ['?page=0', 'page'],
      ['?partner=abc', 'partner'],
      ['?partner=/api/volunteers/1', 'partner'],
      ['?order[name]=up', 'order[name]'],
      ['?order[partner]=asc', 'order[partner]'],
      [`?q=${'a'.repeat(101)}`, 'q'],
    ]) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toBe('bad-request');
      expect(response.json().violations[0].propertyPath).toBe(path);
    }
  });
});
