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

const partners = [
  {
    name: 'Ágora Solidaria',
    nif: organisationNif('G2911111'),
    email: 'agora@example.org',
    // Left active by staff, but its date has passed: the file says expired, as the screens do.
    expirationDate: dayFromToday(-1),
  },
  {
    name: 'Cooperativa Ñandú; Sur',
    nif: organisationNif('F2933333'),
    legalType: 'cooperative',
    email: 'nandu@example.org',
    expirationDate: '2031-06-30',
  },
  {
    // A spreadsheet would run this as a formula.
    name: '=HYPERLINK("http://malo.example","Pulsa")',
    nif: organisationNif('B2944444'),
    legalType: 'company',
    email: null,
    expirationDate: null,
  },
];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  const demoTenant = await tenantIdOf(app, DEMO_HOST);
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
  await insertPartners(app, await tenantIdOf(app, OTHER_HOST), [
    { name: 'Ágora Otra', nif: organisationNif('G4155555'), email: 'agora.otra@example.org' },
  ]);
});
afterAll(() => app.close());

const exportCsv = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/partners/export${query}`, headers });

/** The file's lines without the byte order mark and the final line break. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('GET /api/partners/export', () => {
  it('answers every partner of the selection as a Spanish CSV, by name, with the agreement status shown', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="entidades-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe(
      'Nombre de la entidad;Forma jurídica;NIF;Correo electrónico;Prefijo del teléfono;Teléfono;Sitio web;Estado del convenio;Fecha de caducidad;Personas de contacto;Fecha de alta',
    );
    expect(rows).toHaveLength(3);
    // Names sort ignoring case and accents (the formula-like name, starting with a sign, comes first).
    expect(rows[1]).toBe(
      `Ágora Solidaria;Entidad sin ánimo de lucro;${partners[0].nif};agora@example.org;;;;Convenio caducado;${dayFromToday(-1).split('-').reverse().join('/')};0;01/01/2026 11:00`,
    );
    // A separator inside a value is quoted.
    expect(rows[2]).toBe(
      `"Cooperativa Ñandú; Sur";Cooperativa;${partners[1].nif};nandu@example.org;;;;Convenio vigente;30/06/2031;0;01/01/2026 11:01`,
    );
  });

  it('makes a cell that starts like a formula inert', async () => {
    const rows = linesOf((await exportCsv()).body);
    expect(rows[1].startsWith(`"'=HYPERLINK(""http://malo.example"",""Pulsa"")";Empresa;`)).toBe(true);
  });

  it('holds what the search, filters and order select, not just one page', async () => {
    const expired = linesOf((await exportCsv('?agreementStatus=agreement_expired')).body);
    expect(expired.slice(1).map((row) => row.split(';')[0])).toEqual(['Ágora Solidaria']);
    const searched = linesOf((await exportCsv('?q=nandu')).body);
    expect(searched).toHaveLength(2);
    const byNewest = linesOf((await exportCsv('?order[createdAt]=desc&legalType=cooperative')).body);
    expect(byNewest).toHaveLength(2);
    expect(byNewest[1].startsWith('"Cooperativa Ñandú; Sur"')).toBe(true);
    const descending = linesOf((await exportCsv('?order[name]=desc')).body);
    expect(descending[1].startsWith('"Cooperativa')).toBe(true);
    expect(descending[3].startsWith(`"'=HYPERLINK`)).toBe(true);
  });

  it('answers 400 with JSON for a query the list would refuse', async () => {
    for (const query of ['?order[nif]=asc', '?agreementStatus=caducado', '?legalType=ong']) {
      const response = await exportCsv(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toBe('bad-request');
    }
  });

  it("never holds another tenant's partners", async () => {
    const other = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const theirs = linesOf((await exportCsv('', other)).body);
    expect(theirs.slice(1).map((row) => row.split(';')[0])).toEqual([
      'Ágora Otra',
      'Librería La Alacena S.L.',
    ]);
    const ours = (await exportCsv('?q=otra')).body;
    expect(linesOf(ours)).toHaveLength(1);
  });
});
