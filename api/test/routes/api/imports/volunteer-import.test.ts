import type { FastifyInstance } from 'fastify';
import { NETWORK_TIER } from '@enlace/shared/domain';
import { IMPORT_BATCH_SIZE } from '../../../../src/routes/api/imports/import-kind';
import { buildTestApp, mailSentTo } from '../../../helpers/build-test-app';
import { dni, importFile, importRow, validImportRows, postImportFile } from './import-fixtures';
import { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(async () => {
  await app.close();
});

const row = importRow;
const csv = importFile;
const validRows = validImportRows;

const upload = (file: string, fields: Record<string, string> = {}) =>
  postImportFile(app, '/api/imports/volunteers', file, {
    headers: admin,
    fields,
    filename: 'altas-noviembre.csv',
  });

const volunteerByEmail = (email: string) =>
  app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('POST /api/imports/volunteers', () => {
  it('stores the valid rows of the organisation, refuses the others with their lines, and records the import', async () => {
    const file = csv([
      ...validRows('alta', 2, 500),
      row({ 'Correo electrónico': 'mal-correo', 'Documento de identidad': dni(600) }),
      row({ 'Correo electrónico': 'alta0@example.org', 'Documento de identidad': dni(601) }),
    ]);
    const answer = await upload(file, { sendInvitations: 'true' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      '@type': 'ImportResult',
      rows: 4,
      created: 2,
      rejected: 2,
      errors: [
        { line: 4, field: 'email', message: 'not-valid-email' },
        { line: 5, field: 'email', message: 'email-duplicate-generic' },
      ],
    });
    const demo = await tenantIdOf(app, DEMO_HOST);
    const stored = await volunteerByEmail('alta1@example.org');
    expect(stored).toMatchObject({
      tenant_id: demo,
      profile: 'volunteer',
      name: 'Lucía',
      identification: dni(501),
      birthday: '1990-05-17',
      status: 'pending',
    });
    // Invited as the single create invites: the activation email, in the organisation's name.
    expect((await mailSentTo(app, 'alta0@example.org'))?.text).toMatch(/activate-account\//);

    const imports = await app.inject({ method: 'GET', url: '/api/imports?kind=volunteers', headers: admin });
    expect(imports.json()).toMatchObject({
      member: [
        {
          fileName: 'altas-noviembre.csv',
          created: 2,
          rejected: 2,
          importedBy: expect.stringMatching(/\S+ \S+/),
        },
      ],
    });
  });

  it('never stores a row twice: the same file confirmed again creates nobody', async () => {
    const file = csv(validRows('repetida', 3, 700));
    expect((await upload(file)).json()).toMatchObject({ created: 3, rejected: 0 });
    const again = await upload(file);
    expect(again.json()).toMatchObject({ created: 0, rejected: 3 });
    expect((again.json() as { errors: { message: string }[] }).errors.map(({ message }) => message)).toEqual([
      'email-duplicate-generic',
      'email-duplicate-generic',
      'email-duplicate-generic',
    ]);
    // Without the box ticked, nobody is emailed.
    expect(app.mailer.sent.filter((mail) => mail.to.startsWith('repetida'))).toEqual([]);
  });

  it(`stores a large file in batches of ${IMPORT_BATCH_SIZE}, all of it`, async () => {
    const count = IMPORT_BATCH_SIZE * 2 + 7;
    // The foundation's network tier: no cap on volunteers.
    const demo = await tenantIdOf(app, DEMO_HOST);
    const { tier } = await app.db
      .selectFrom('tenants')
      .select('tier')
      .where('id', '=', demo)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('tenants').set({ tier: NETWORK_TIER }).where('id', '=', demo).execute();
    const answer = await upload(csv(validRows('lote', count, 1000))).finally(() =>
      app.db.updateTable('tenants').set({ tier }).where('id', '=', demo).execute(),
    );
    expect(answer.json()).toMatchObject({ rows: count, created: count, rejected: 0 });
    const stored = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('email', 'like', 'lote%@example.org')
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(count);
  });

  it('creates the volunteers in the importing organisation only', async () => {
    await upload(csv(validRows('solo-demo', 1, 2000)));
    const other = await tenantIdOf(app, OTHER_HOST);
    const inOther = await app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', other)
      .where('email', 'like', 'solo-demo%')
      .execute();
    expect(inOther).toEqual([]);
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const otherImports = await app.inject({
      method: 'GET',
      url: '/api/imports?kind=volunteers',
      headers: otherAdmin,
    });
    expect(otherImports.json()).toEqual({ '@type': 'Collection', member: [] });
  });

  it('refuses a whole file before storing anything', async () => {
    const answer = await upload('Nombre;Email\nAna;ana@example.org\n');
    expect(answer.statusCode).toBe(422);
    expect(await volunteerByEmail('ana@example.org')).toBeUndefined();
  });
});
