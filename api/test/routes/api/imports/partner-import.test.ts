import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, OTHER_HOST } from '../volunteers/volunteer-fixtures';
import {
  cif,
  PARTNER_IMPORT_HEADERS,
  partnerImportFile,
  partnerImportRow,
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

const send = (url: string, file: string, headers = admin) =>
  postImportFile(app, url, file, { headers, filename: 'entidades.csv' });

const partnerByNif = (nif: string) =>
  app.db.selectFrom('partners').selectAll().where('nif', '=', nif).executeTakeFirst();

describe('GET /api/imports/partners/template', () => {
  it("gives the partners' headers and an example row that passes every rule", async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/imports/partners/template', headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="plantilla-entidades.csv"');
    const [header, example] = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(PARTNER_IMPORT_HEADERS.join(';'));
    expect(example).toContain('Entidad sin ánimo de lucro');

    const check = await send('/api/imports/partners/check', answer.body);
    expect(check.json()).toMatchObject({ rows: 1, valid: 1, rejected: 0, errors: [] });
    const cdn = await app.inject({ method: 'GET', url: '/cdn/demo/plantilla-entidades.csv', headers: admin });
    expect(cdn.body).toBe(answer.body);
  });
});

describe('POST /api/imports/partners', () => {
  it('checks every row with the form’s rules, the NIF’s control character and the places by name', async () => {
    const answer = await send(
      '/api/imports/partners/check',
      partnerImportFile([
        partnerImportRow({ NIF: cif(1000001), 'Forma jurídica': 'empresa' }),
        partnerImportRow({ NIF: 'G10000010' }),
        partnerImportRow({ NIF: cif(1000001) }),
        partnerImportRow({ NIF: cif(1000002), Provincia: 'Atlántida' }),
        partnerImportRow({ NIF: cif(1000003), 'Estado del convenio': 'quizá' }),
      ]),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      '@type': 'ImportCheck',
      rows: 5,
      valid: 1,
      rejected: 4,
      errors: [
        {
          line: 3,
          field: 'nif',
          message: 'nif-control-character',
          params: { character: expect.any(String) },
        },
        { line: 4, field: 'nif', message: 'nif-already-exists' },
        { line: 5, field: 'addressProvince', message: 'unknown-place' },
        { line: 6, field: 'agreementStatus', message: 'field-not-valid-option' },
      ],
    });
  });

  it('stores the valid rows, normalised as the form stores them, and never twice', async () => {
    const file = partnerImportFile([
      partnerImportRow({ 'Nombre de la entidad': 'Banco de Alimentos', NIF: cif(2000001).toLowerCase() }),
      partnerImportRow({
        'Nombre de la entidad': 'Cooperativa Sur',
        NIF: cif(2000002),
        'Forma jurídica': 'Cooperativa',
      }),
    ]);
    const first = await send('/api/imports/partners', file);
    expect(first.json()).toEqual({ '@type': 'ImportResult', rows: 2, created: 2, rejected: 0, errors: [] });
    expect(await partnerByNif(cif(2000001))).toMatchObject({
      name: 'Banco de Alimentos',
      legal_type: 'non_profit',
      agreement_status: 'agreement_active',
      expiration_date: '2027-12-31',
    });
    expect(await partnerByNif(cif(2000002))).toMatchObject({ legal_type: 'cooperative' });

    const again = await send('/api/imports/partners', file);
    expect(again.json()).toMatchObject({ created: 0, rejected: 2 });

    const history = await app.inject({ method: 'GET', url: '/api/imports?kind=partners', headers: admin });
    expect(history.json().member[0]).toMatchObject({
      fileName: 'entidades.csv',
      created: 0,
      rejected: 2,
      finishedAt: expect.any(String),
    });
    expect(history.json().member[1]).toMatchObject({ created: 2, rejected: 0 });
  });

  it("stores in the importing organisation only, and another's partners do not count as taken", async () => {
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const file = partnerImportFile([partnerImportRow({ NIF: cif(3000001) })]);
    expect((await send('/api/imports/partners', file)).json()).toMatchObject({ created: 1 });
    expect((await send('/api/imports/partners', file, otherAdmin)).json()).toMatchObject({ created: 1 });
    const tenants = await app.db
      .selectFrom('partners')
      .select('tenant_id')
      .where('nif', '=', cif(3000001))
      .execute();
    expect(new Set(tenants.map(({ tenant_id }) => tenant_id)).size).toBe(2);
  });

  it('is refused to a volunteer, and a volunteers’ file is refused for its headers', async () => {
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    const file = partnerImportFile([partnerImportRow({ NIF: cif(4000001) })]);
    expect((await send('/api/imports/partners', file, volunteer)).statusCode).toBe(403);
    const wrong = await send('/api/imports/partners/check', 'Nombre;Apellidos\r\nLucía;García\r\n');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().violations[0]).toMatchObject({ propertyPath: 'file', message: 'invalid-headers' });
  });
});
