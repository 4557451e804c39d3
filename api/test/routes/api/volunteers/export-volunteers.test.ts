import type { FastifyInstance } from 'fastify';
import { EXPORT_BATCH_SIZE } from '../../../../src/routes/api/volunteers/export-volunteers';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, insertVolunteers, OTHER_HOST, tenantIdOf } from './volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;

const HEADER =
  'Nombre;Apellidos;Correo electrónico;Prefijo del móvil;Teléfono móvil;Documento de identidad;Estado;Validado el;Fecha de alta';

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  const demoTenant = await tenantIdOf(app, DEMO_HOST);
  // Older than everybody below, so that "newest first" puts these last.
  await app.db.updateTable('users').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
  await insertVolunteers(app, demoTenant, [
    // Spreadsheets would run these as formulas.
    {
      name: '=HIPERVINCULO("http://malo.example")',
      surname: '+34 Ruiz',
      email: 'formula@example.org',
      identification: '-1+1',
      createdAt: '2026-02-01T09:00:00.000Z',
    },
    {
      name: 'Zoe',
      surname: 'Ámbar; "la jefa"',
      email: '@zoe@example.org',
      status: 'validated',
      createdAt: '2026-02-02T09:00:00.000Z',
    },
  ]);
  // More than one batch of the same surname, to read the selection past the first query.
  await insertVolunteers(
    app,
    demoTenant,
    Array.from({ length: EXPORT_BATCH_SIZE + 20 }, (_, index) => ({
      name: `Persona ${String(index).padStart(4, '0')}`,
      surname: 'Lote Grande',
      email: `lote${index}@example.org`,
      status: 'pending' as const,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    })),
  );
  await insertVolunteers(app, await tenantIdOf(app, OTHER_HOST), [
    { name: 'Otra', surname: 'Lote Grande', email: 'otra.lote@example.org' },
  ]);
});
afterAll(() => app.close());

const exportCsv = (query = '', headers = admin) =>
  app.inject({ method: 'GET', url: `/api/volunteers/export${query}`, headers });

/** The data lines of a CSV answer (without the byte order mark and the header). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .slice(1);

describe('GET /api/volunteers/export', () => {
  it('answers a CSV for Spanish spreadsheets: byte order mark, semicolons, Spanish headers, a file name', async () => {
    const response = await exportCsv('?q=zoe');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="voluntariado-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    // Validated at creation in the fixture: 2 February 2026, 09:00 UTC is 10:00 in Madrid.
    expect(linesOf(response.body)).toEqual([
      `Zoe;"Ámbar; ""la jefa""";'@zoe@example.org;;;;Validado;02/02/2026 10:00;02/02/2026 10:00`,
    ]);
  });

  it('makes cells that start like a formula inert', async () => {
    const response = await exportCsv('?q=formula');
    expect(linesOf(response.body)).toEqual([
      `"'=HIPERVINCULO(""http://malo.example"")";'+34 Ruiz;formula@example.org;;;'-1+1;Pendiente de validar;;01/02/2026 10:00`,
    ]);
  });

  it('holds every volunteer of the selection, past the first batch, in the list’s order', async () => {
    const response = await exportCsv('?q=lote%20grande&order[name]=desc');
    const lines = linesOf(response.body);
    expect(lines).toHaveLength(EXPORT_BATCH_SIZE + 20);
    expect(lines[0]).toMatch(/^Persona 0519;Lote Grande;lote519@example.org;/);
    expect(lines.at(-1)).toMatch(/^Persona 0000;Lote Grande;lote0@example.org;/);
    expect(new Set(lines).size).toBe(lines.length);
    // Nobody of the other tenant, though they match the search.
    expect(response.body).not.toContain('otra.lote@example.org');
  });

  it('filters by status like the list', async () => {
    const validated = linesOf((await exportCsv('?status=validated')).body);
    expect(validated.length).toBeGreaterThan(0);
    expect(validated.every((line) => line.includes(';Validado;'))).toBe(true);
    const list = await app.inject({
      method: 'GET',
      url: '/api/volunteers?status=validated&itemsPerPage=100',
      headers: admin,
    });
    expect(validated).toHaveLength(list.json().totalItems);
  });

  it('answers 400 for an order the list does not have, before sending any file', async () => {
    const response = await exportCsv('?order[password]=asc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad-request' });
    expect((await exportCsv('?status=everyone')).statusCode).toBe(400);
  });

  it('gives the second tenant only its own volunteers', async () => {
    const other = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const response = await exportCsv('?q=lote', other);
    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body)).toEqual([
      expect.stringMatching(/^Otra;Lote Grande;otra\.lote@example\.org;/),
    ]);
  });
});
