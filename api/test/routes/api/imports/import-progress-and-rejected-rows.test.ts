import type { FastifyInstance } from 'fastify';
import { IMPORT_ERRORS_HEADER } from '@enlace/shared/domain';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs } from '../volunteers/volunteer-fixtures';
import {
  dni,
  IMPORT_HEADERS,
  importFile,
  importRow,
  validImportRows,
  postImportFile,
} from './import-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(async () => {
  await app.close();
});

const send = (
  url: string,
  file: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) => postImportFile(app, url, file, { headers: { ...admin, ...headers }, fields });

const ndjson = { accept: 'application/x-ndjson' };
const linesOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the progress of an import', () => {
  it('comes line by line when asked, the result last: checking, then storing batch by batch', async () => {
    const answer = await send(
      '/api/imports/volunteers',
      importFile(validImportRows('progreso', 150, 5000)),
      {},
      ndjson,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(answer.headers['x-accel-buffering']).toBe('no');
    const lines = linesOf(answer.body);
    const progress = lines.filter((line) => line['@type'] === 'ImportProgress');
    expect(progress).toEqual([
      { '@type': 'ImportProgress', stage: 'checking', done: 100, total: 150 },
      { '@type': 'ImportProgress', stage: 'checking', done: 150, total: 150 },
      { '@type': 'ImportProgress', stage: 'storing', done: 0, total: 150 },
      { '@type': 'ImportProgress', stage: 'storing', done: 100, total: 150 },
      { '@type': 'ImportProgress', stage: 'storing', done: 150, total: 150 },
    ]);
    expect(lines.at(-1)).toEqual({
      '@type': 'ImportResult',
      rows: 150,
      created: 150,
      rejected: 0,
      errors: [],
    });
  });

  it('is the usual error answer when the whole file is refused', async () => {
    const answer = await send('/api/imports/volunteers/check', 'Nombre\r\nLucía\r\n', {}, ndjson);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().violations[0]).toMatchObject({ propertyPath: 'file', message: 'invalid-headers' });
  });
});

describe('POST /api/imports/volunteers/rejected-rows', () => {
  const file = importFile([
    importRow({ 'Correo electrónico': 'buena@example.org', 'Documento de identidad': dni(7001) }),
    importRow({ 'Correo electrónico': 'mala-sin-arroba', 'Documento de identidad': '12345678A' }),
    importRow({ 'Correo electrónico': '=HYPERLINK("x")', 'Documento de identidad': dni(7003) }),
  ]);

  it('gives the refused rows as they were, with their reasons in Spanish, to fix and upload again', async () => {
    const check = await send('/api/imports/volunteers/check', file);
    const { errors } = check.json() as { errors: unknown[] };
    const answer = await send('/api/imports/volunteers/rejected-rows', file, {
      errors: JSON.stringify(errors),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="volunteers-filas-rechazadas.csv"',
    );
    const [header, ...rows] = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe([...IMPORT_HEADERS, IMPORT_ERRORS_HEADER].join(';'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('mala-sin-arroba;');
    expect(rows[0]).toContain('Correo electrónico: Introduce un correo electrónico válido');
    expect(rows[0]).toMatch(/Número de documento: .*Z/);
    // A formula stays inert in the spreadsheet, and reads back as typed.
    expect(rows[1]).toContain(`"'=HYPERLINK(""x"")"`);

    // The file comes back fixed, its reasons column still there: the import reads past it.
    const fixed = answer.body
      .replace('mala-sin-arroba', 'arreglada@example.org')
      .replace('12345678A', '12345678Z');
    const again = await send('/api/imports/volunteers/check', fixed);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ rows: 2, valid: 1, rejected: 1 });
    expect(again.json().errors).toEqual([{ line: 3, field: 'email', message: 'not-valid-email' }]);
  });

  it('refuses errors it cannot read, with a clear key', async () => {
    for (const errors of ['no es json', '[{"line":"dos"}]', '{}']) {
      const answer = await send('/api/imports/volunteers/rejected-rows', file, { errors });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().violations).toEqual([{ propertyPath: 'errors', message: 'field-not-valid-type' }]);
    }
  });
});
