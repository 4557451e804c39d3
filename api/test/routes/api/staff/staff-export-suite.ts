import type { FastifyInstance } from 'fastify';
import { EXPORT_BATCH_SIZE } from '../../../../src/lib/csv-export';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';
import { DEMO_STAFF, insertStaff, STAFF, type StaffKind, type StoredStaffMember } from './staff-fixtures';

const HEADER =
  'Nombre;Apellidos;Correo electrónico;Prefijo del móvil;Teléfono móvil;Documento de identidad;Departamento;Administración;Acceso;Fecha de alta';

const rolesOf = (kind: StaffKind, admin = false) => [
  'user',
  'employee',
  ...(admin ? ['employee-admin'] : []),
  ...(kind === 'coordinator' ? ['coordinator'] : []),
];

/** The data lines of a CSV answer (without the byte order mark and the header). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .slice(1);

/** `GET /api/employees/export` or `GET /api/coordinators/export`: the list's selection, for spreadsheets. */
export function describeStaffExport(kind: StaffKind) {
  const { path } = STAFF[kind];
  const other: StaffKind = kind === 'employee' ? 'coordinator' : 'employee';
  const file = kind === 'employee' ? 'personal-tecnico' : 'coordinacion';
  let app: FastifyInstance;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await authAs(app, DEMO_STAFF.admin);
    const demoTenant = await tenantIdOf(app, DEMO_HOST);
    await insertStaff(app, demoTenant, [
      // Spreadsheets would run these as formulas.
      {
        name: '=HIPERVINCULO("http://malo.example")',
        surname: '+34 Ruiz',
        email: 'formula@example.org',
        identification: '-1+1',
        department: '@Dirección',
        roles: rolesOf(kind, true),
        createdAt: '2026-02-01T09:00:00.000Z',
      },
      {
        name: 'Zoe',
        surname: 'Ámbar; "la jefa"',
        email: 'zoe@example.org',
        department: 'Programas',
        roles: rolesOf(kind),
        createdAt: '2026-02-02T09:00:00.000Z',
      },
    ]);
    // More than one batch with the same surname, to read the selection past the first query.
    const batch: StoredStaffMember[] = Array.from({ length: EXPORT_BATCH_SIZE + 20 }, (_, index) => ({
      name: `Persona ${String(index).padStart(4, '0')}`,
      surname: 'Lote Grande',
      email: `lote${index}@example.org`,
      roles: rolesOf(kind, index % 2 === 0),
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    }));
    // Small batches: SQLite limits the number of bound parameters per statement.
    for (let start = 0; start < batch.length; start += 50) {
      await insertStaff(app, demoTenant, batch.slice(start, start + 50));
    }
    // The other list and the other tenant: never in this file, though they match the search.
    await insertStaff(app, demoTenant, [
      { name: 'Otro', surname: 'Lote Grande', email: 'otro.lote@example.org', roles: rolesOf(other) },
    ]);
    await insertStaff(app, await tenantIdOf(app, OTHER_HOST), [
      { name: 'Otra', surname: 'Lote Grande', email: 'otra.lote@example.org', roles: rolesOf(kind) },
    ]);
  });
  afterAll(() => app.close());

  const exportCsv = (query = '', headers = admin) =>
    app.inject({ method: 'GET', url: `${path}/export${query}`, headers });

  describe(`GET ${path}/export`, () => {
    it('answers a CSV for Spanish spreadsheets: byte order mark, semicolons, Spanish headers and values, a file name', async () => {
      const response = await exportCsv('?q=zoe');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(response.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
      // 2 February 2026, 09:00 UTC is 10:00 in Madrid.
      expect(linesOf(response.body)).toEqual([
        'Zoe;"Ámbar; ""la jefa""";zoe@example.org;;;;Programas;No;Invitación pendiente;02/02/2026 10:00',
      ]);
    });

    it('makes cells that start like a formula inert', async () => {
      const response = await exportCsv('?q=formula');
      expect(linesOf(response.body)).toEqual([
        `"'=HIPERVINCULO(""http://malo.example"")";'+34 Ruiz;formula@example.org;;;'-1+1;'@Dirección;Sí;Invitación pendiente;01/02/2026 10:00`,
      ]);
    });

    it('holds every staff member of the selection, past the first batch, in the list’s order', async () => {
      const response = await exportCsv('?q=lote%20grande&order[name]=desc');
      const lines = linesOf(response.body);
      expect(lines).toHaveLength(EXPORT_BATCH_SIZE + 20);
      expect(lines[0]).toMatch(/^Persona 0519;Lote Grande;lote519@example.org;/);
      expect(lines.at(-1)).toMatch(/^Persona 0000;Lote Grande;lote0@example.org;/);
      expect(new Set(lines).size).toBe(lines.length);
      // Nobody of the other list or the other tenant.
      expect(response.body).not.toContain('otro.lote@example.org');
      expect(response.body).not.toContain('otra.lote@example.org');
    });

    it('selects like the list does with the administrator filter', async () => {
      for (const isAdmin of ['true', 'false']) {
        const lines = linesOf((await exportCsv(`?q=lote&isAdmin=${isAdmin}`)).body);
        const list = await app.inject({
          method: 'GET',
          url: `${path}?q=lote&isAdmin=${isAdmin}&itemsPerPage=1`,
          headers: admin,
        });
        expect(lines.length).toBeGreaterThan(0);
        expect(lines).toHaveLength(list.json().totalItems);
        expect(lines.every((line) => line.includes(isAdmin === 'true' ? ';Sí;' : ';No;'))).toBe(true);
      }
    });

    it('answers 400 for an order or a filter the list does not have, before sending any file', async () => {
      const response = await exportCsv('?order[department]=asc');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-request' });
      expect((await exportCsv('?isAdmin=yes')).statusCode).toBe(400);
    });

    it('gives the second tenant only its own staff', async () => {
      const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
      const response = await exportCsv('?q=lote', otherAdmin);
      expect(response.statusCode).toBe(200);
      expect(linesOf(response.body)).toEqual([
        expect.stringMatching(/^Otra;Lote Grande;otra\.lote@example\.org;/),
      ]);
    });
  });
}
