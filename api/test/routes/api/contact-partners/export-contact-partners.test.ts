import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, createContactPartner, createPartnerIri, OTHER_HOST } from './contact-partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let puerta: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  puerta = await createPartnerIri(app, admin, { name: 'Asociación Puerta Nueva' });
  const faro = await createPartnerIri(app, admin, { name: 'Fundación El Faro' });
  await createContactPartner(app, admin, puerta, {
    name: 'Álvaro',
    surname: 'García López',
    email: 'alvaro@puerta.example.org',
    jobTitle: 'Coordinador; voluntariado',
  });
  // A spreadsheet would run this as a formula.
  await createContactPartner(app, admin, faro, {
    name: 'Carmen',
    surname: '=HYPERLINK("http://malo.example","Pulsa")',
    email: 'carmen@faro.example.org',
  });
  const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  await createContactPartner(app, otherAdmin, await createPartnerIri(app, otherAdmin), {
    name: 'Álvaro',
    surname: 'García Otra',
    email: 'alvaro@otra.example.org',
  });
});
afterAll(() => app.close());

const exportCsv = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/contact_partners/export${query}`, headers });

/** The file's lines without the byte order mark and the final line break. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('GET /api/contact_partners/export', () => {
  it("answers the tenant's contact persons as a Spanish CSV, by name, with their organisation", async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personas-de-contacto-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(response.body);
    expect(lines[0]).toBe(
      'Nombre;Apellidos;Correo electrónico;Prefijo del móvil;Teléfono móvil;Cargo;Entidad;Acceso;Fecha de alta',
    );
    // The demo tenant's own contact person comes too; the other tenant's never.
    expect(lines.map((line) => line.split(';')[0])).toEqual([
      'Nombre',
      'Álvaro',
      'Carmen',
      expect.any(String),
    ]);
    expect(response.body).not.toContain('otra.example.org');
    expect(lines[1]).toContain(';"Coordinador; voluntariado";Asociación Puerta Nueva;Invitación pendiente;');
  });

  it('makes formula cells inert', async () => {
    const lines = linesOf((await exportCsv()).body);
    const carmen = lines.find((line) => line.startsWith('Carmen;')) ?? '';
    expect(carmen).toContain(`"'=HYPERLINK(""http://malo.example"",""Pulsa"")"`);
  });

  it("exports the list's selection: a search and a partner", async () => {
    expect(linesOf((await exportCsv('?q=garcia')).body)).toHaveLength(2);
    const ofPuerta = linesOf((await exportCsv(`?partner=${encodeURIComponent(puerta)}`)).body);
    expect(ofPuerta.slice(1).map((line) => line.split(';')[0])).toEqual(['Álvaro']);
  });

  it('answers 400 for a bad order or partner, before any file', async () => {
    for (const query of ['?order[phone]=asc', '?partner=nada']) {
      const response = await exportCsv(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-request' });
    }
  });
});
