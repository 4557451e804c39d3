import type { FastifyInstance } from 'fastify';
import { TIER_LIMITS } from '@enlace/shared/domain';
import { importTemplateFile } from '../../../../src/lib/import/import-template-file';
import { buildTestApp } from '../../../helpers/build-test-app';
import { dni, IMPORT_HEADERS, importFile, importRow, postImportFile } from './import-fixtures';
import { authAs, DEMO_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let demoTenant: number;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  demoTenant = await tenantIdOf(app, DEMO_HOST);
});
afterAll(async () => {
  await app.close();
});

const HEADERS = IMPORT_HEADERS;
const row = importRow;
const csv = importFile;

const check = (file: Buffer | string | null, headers = admin) =>
  postImportFile(app, '/api/imports/volunteers/check', file, { headers, filename: 'voluntarios.csv' });

const volunteersOfDemo = async () =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('tenant_id', '=', demoTenant)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('GET /api/imports/volunteers/template', () => {
  it('gives staff the template: the exact headers and one example row, as the exports are written', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/imports/volunteers/template',
      headers: admin,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('plantilla-voluntariado.csv');
    const [header, example] = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(HEADERS.join(';'));
    expect(example).toContain('lucia.garcia@example.org');
  });

  it("is the same file at the CDN path of the organisation's folder", async () => {
    const fromApi = await app.inject({
      method: 'GET',
      url: '/api/imports/volunteers/template',
      headers: admin,
    });
    const cdn = (url: string) => app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } });
    const fromCdn = await cdn('/cdn/demo/plantilla-voluntariado.csv');
    expect(fromCdn.statusCode).toBe(200);
    expect(fromCdn.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fromCdn.body).toBe(fromApi.body);
    // Another organisation's folder is as missing as any other file of it.
    expect((await cdn('/cdn/otra/plantilla-voluntariado.csv')).statusCode).toBe(404);
  });

  it('is not for volunteers', async () => {
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    const answer = await app.inject({
      method: 'GET',
      url: '/api/imports/volunteers/template',
      headers: volunteer,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('POST /api/imports/volunteers/check', () => {
  it("accepts the template's own example row", async () => {
    const answer = await check(importTemplateFile('volunteers'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ '@type': 'ImportCheck', rows: 1, valid: 1, rejected: 0, errors: [] });
  });

  it('gives every rejected row its line, field and message, and writes nothing', async () => {
    const before = await volunteersOfDemo();
    const file = csv([
      row({ 'Correo electrónico': 'ana@example.org', 'Documento de identidad': dni(1) }),
      row({ 'Correo electrónico': 'no-es-un-correo', 'Documento de identidad': dni(2) }),
      row({
        'Correo electrónico': 'pepe@example.org',
        'Documento de identidad': dni(3),
        Municipio: 'Villainventada',
      }),
      row({ 'Correo electrónico': 'eva@example.org', 'Documento de identidad': '12345678A' }),
      row({ 'Correo electrónico': 'ANA@example.org', 'Documento de identidad': dni(4) }),
      row({ 'Correo electrónico': 'admin@demo.example.org', 'Documento de identidad': dni(5) }),
      row({ 'Correo electrónico': 'luis@example.org', 'Documento de identidad': dni(6), Sexo: 'Otro' }),
      // Written as people write: other case and no accents, an ISO date, the option's code.
      row({
        'Correo electrónico': 'marta@example.org',
        'Documento de identidad': dni(7),
        País: 'ESPANA',
        Provincia: 'madrid',
        Municipio: 'alcala de henares',
        'Tipo de documento': 'national',
        'Fecha de nacimiento': '1985-02-28',
      }),
      // Another organisation's account is no duplicate here.
      row({ 'Correo electrónico': 'admin@otra.example.org', 'Documento de identidad': dni(8) }),
    ]);
    const answer = await check(file);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      '@type': 'ImportCheck',
      rows: 9,
      valid: 3,
      rejected: 6,
      errors: [
        { line: 3, field: 'email', message: 'not-valid-email' },
        { line: 4, field: 'addressLocation', message: 'unknown-place' },
        {
          line: 5,
          field: 'identification',
          message: 'identification-control-letter',
          params: { letter: 'Z' },
        },
        { line: 6, field: 'email', message: 'email-duplicate-generic' },
        { line: 7, field: 'email', message: 'email-duplicate-generic' },
        { line: 8, field: 'sex', message: 'field-not-valid-option' },
      ],
    });
    expect(await volunteersOfDemo()).toBe(before);
  });

  it('reads a file saved by Excel in Spain: Windows-1252, commas allowed too', async () => {
    const text = csv(
      [
        row(
          {
            Nombre: 'Íñigo',
            Apellidos: 'Muñoz Peña',
            'Correo electrónico': 'inigo@example.org',
            Dirección: 'Plaza Mayor 1',
          },
          ',',
        ),
      ],
      ',',
    );
    const windows1252 = Buffer.from(text, 'latin1');
    const answer = await check(windows1252);
    expect(answer.json()).toMatchObject({ rows: 1, valid: 1, rejected: 0 });
  });

  it('refuses the whole file with the spec’s keys before looking at its rows', async () => {
    const refusal = async (file: Buffer | string | null) => {
      const answer = await check(file);
      expect(answer.statusCode).toBe(422);
      return (answer.json() as { violations: { propertyPath: string; message: string }[] }).violations[0];
    };
    expect(await refusal(null)).toMatchObject({ propertyPath: 'file', message: 'file-is-required' });
    expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toMatchObject({
      message: 'invalid-file-type',
    });
    expect(await refusal('Nombre;Apellidos;Email\nAna;Sanz;ana@example.org\n')).toMatchObject({
      message: 'invalid-headers',
    });
    const thousandAndOne = csv(
      Array.from({ length: 1001 }, (_, index) => row({ 'Correo electrónico': `p${index}@example.org` })),
    );
    expect(await refusal(thousandAndOne)).toMatchObject({
      message: 'too-many-records',
      params: { max: 1000 },
    });
    const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    expect(await refusal(tooLarge)).toMatchObject({ message: 'file-too-large', params: { max: 10 } });
  });

  it("refuses the rows past the plan's cap on volunteers, in file order", async () => {
    const { tier } = await app.db
      .selectFrom('tenants')
      .select('tier')
      .where('id', '=', demoTenant)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('tenants').set({ tier: 1 }).where('id', '=', demoTenant).execute();
    try {
      const usage = (await app.inject({ method: 'GET', url: '/api/tier-usage', headers: admin })).json() as {
        volunteers: { used: number };
      };
      const room = TIER_LIMITS[1].volunteers - usage.volunteers.used;
      const rows = Array.from({ length: room + 2 }, (_, index) =>
        row({ 'Correo electrónico': `cupo${index}@example.org`, 'Documento de identidad': dni(100 + index) }),
      );
      const answer = await check(csv(rows));
      expect(answer.json()).toMatchObject({ rows: room + 2, valid: room, rejected: 2 });
      expect((answer.json() as { errors: unknown[] }).errors).toEqual([
        { line: room + 2, field: '', message: 'volunteer-exceeds-limit' },
        { line: room + 3, field: '', message: 'volunteer-exceeds-limit' },
      ]);
    } finally {
      await app.db.updateTable('tenants').set({ tier }).where('id', '=', demoTenant).execute();
    }
  });

  it('is not for volunteers', async () => {
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    expect((await check(importTemplateFile('volunteers'), volunteer)).statusCode).toBe(403);
  });
});
