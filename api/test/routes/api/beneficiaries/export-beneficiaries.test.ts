import type { FastifyInstance } from 'fastify';
import { EXPORT_BATCH_SIZE } from '../../../../src/lib/csv-export';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  dayFromToday,
  DEMO_HOST,
  insertBeneficiaries,
  OTHER_HOST,
  tenantIdOf,
} from './beneficiary-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;

const HEADER =
  'Nombre;Apellidos;Correo electrónico;Prefijo del móvil;Teléfono móvil;Documento de identidad;Fecha de nacimiento;Grupo de edad;Discapacidad;Fecha de alta';

const minorBirthday = dayFromToday(-9);
const csvDay = (day: string) => day.split('-').reverse().join('/');

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  const demoTenant = await tenantIdOf(app, DEMO_HOST);
  await insertBeneficiaries(app, demoTenant, [
    // Spreadsheets would run these as formulas.
    {
      name: '=HIPERVINCULO("http://malo.example")',
      surname: '+34 Ruiz',
      email: 'formula@example.org',
      identification: '-1+1',
      birthday: '1970-01-31',
      createdAt: '2026-02-01T09:00:00.000Z',
    },
    {
      name: 'Zoe',
      surname: 'Ámbar; "la peque"',
      email: '@zoe@example.org',
      birthday: minorBirthday,
      disability: ['sensory', 'intellectual'],
      createdAt: '2026-02-02T09:00:00.000Z',
    },
  ]);
  // More than one batch with the same surname, to read the selection past the first query.
  await insertBeneficiaries(
    app,
    demoTenant,
    Array.from({ length: EXPORT_BATCH_SIZE + 20 }, (_, index) => ({
      name: `Persona ${String(index).padStart(4, '0')}`,
      surname: 'Lote Grande',
      email: `lote${index}@example.org`,
      birthday: '1980-05-05',
      disability: index % 2 === 0 ? ['motor'] : [],
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    })),
  );
  await insertBeneficiaries(app, await tenantIdOf(app, OTHER_HOST), [
    { name: 'Otra', surname: 'Lote Grande', email: 'otra.lote@example.org', birthday: '1980-05-05' },
  ]);
});
afterAll(() => app.close());

const exportCsv = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/beneficiaries/export${query}`, headers });

/** The data lines of a CSV answer (without the byte order mark and the header). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .slice(1);

describe('GET /api/beneficiaries/export', () => {
  it('answers a CSV for Spanish spreadsheets: byte order mark, semicolons, Spanish headers and values, a file name', async () => {
    const response = await exportCsv('?q=zoe');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personas-beneficiarias-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    // 2 February 2026, 09:00 UTC is 10:00 in Madrid; the disability types in the enumeration's words.
    expect(linesOf(response.body)).toEqual([
      `Zoe;"Ámbar; ""la peque""";'@zoe@example.org;;;;${csvDay(minorBirthday)};Menor;"Sensorial, Intelectual";02/02/2026 10:00`,
    ]);
  });

  it('makes cells that start like a formula inert', async () => {
    const response = await exportCsv('?q=formula');
    expect(linesOf(response.body)).toEqual([
      `"'=HIPERVINCULO(""http://malo.example"")";'+34 Ruiz;formula@example.org;;;'-1+1;31/01/1970;Adulto;;01/02/2026 10:00`,
    ]);
  });

  it('holds every beneficiary of the selection, past the first batch, in the list’s order', async () => {
    const response = await exportCsv('?q=lote%20grande&order[name]=desc');
    const lines = linesOf(response.body);
    expect(lines).toHaveLength(EXPORT_BATCH_SIZE + 20);
    expect(lines[0]).toMatch(/^Persona 0519;Lote Grande;lote519@example.org;/);
    expect(lines.at(-1)).toMatch(/^Persona 0000;Lote Grande;lote0@example.org;/);
    expect(new Set(lines).size).toBe(lines.length);
    // Nobody of the other tenant, though they match the search.
    expect(response.body).not.toContain('otra.lote@example.org');
  });

  it.each([
    ['?ageGroup=minor', 'ageGroup=minor'],
    ['?hasDisability=true&q=lote', 'hasDisability=true&q=lote'],
    ['?disability=sensory', 'disability=sensory'],
  ])('selects like the list does for %s', async (exportQuery, listQuery) => {
    const lines = linesOf((await exportCsv(exportQuery)).body);
    const list = await app.inject({
      method: 'GET',
      url: `/api/beneficiaries?${listQuery}&itemsPerPage=100`,
      headers: admin,
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(list.json().totalItems);
  });

  it('answers 400 for an order or a filter the list does not have, before sending any file', async () => {
    const response = await exportCsv('?order[email]=asc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad-request' });
    expect((await exportCsv('?ageGroup=elderly')).statusCode).toBe(400);
  });

  it('gives the second tenant only its own beneficiaries', async () => {
    const other = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const response = await exportCsv('?q=lote', other);
    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body)).toEqual([
      expect.stringMatching(/^Otra;Lote Grande;otra\.lote@example\.org;/),
    ]);
  });
});
