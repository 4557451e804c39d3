import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { personSearchColumns } from '../../src/lib/person-search';
import { inTenant } from '../../src/db/tenant-scope';
import {
  type VolunteerListFilter,
  volunteerListQueries,
} from '../../src/plugins/repositories/volunteers-repository';
import { buildTestApp } from '../helpers/build-test-app';
import { insertVolunteers } from '../routes/api/volunteers/volunteer-fixtures';

// The trigram search of migration 0007 (SQLite: FTS5 table kept by triggers; PostgreSQL: GIN index read by
// person_search_ids) must follow every write and, on PostgreSQL, never answer with another tenant's people.
let app: FastifyInstance;
let demo: number;
let other: number;
let demoIds: number[];
let otherIds: number[];
beforeAll(async () => {
  app = await buildTestApp();
  [demo, other] = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map(
    (t) => t.id,
  ) as [number, number];
  const person = { name: 'Íñigo', surname: 'Buscable Pérez', identification: '44444444A' };
  demoIds = await insertVolunteers(app, demo, [{ ...person, email: 'inigo@demo.example.org' }]);
  otherIds = await insertVolunteers(app, other, [{ ...person, email: 'inigo@otra.example.org' }]);
});
afterAll(() => app.close());

const page = { page: 1, itemsPerPage: 30, paginate: true };
const found = (search: string) =>
  inTenant(app.db, demo, async (db) => {
    const filter: VolunteerListFilter = { search, order: [{ field: 'createdAt', direction: 'desc' }] };
    return (await volunteerListQueries(db, demo, filter, page).page.execute()).map((row) => row.email);
  });

describe('person search index', () => {
  it('follows renames and deletions', async () => {
    expect(await found('iñigo buscable')).toEqual(['inigo@demo.example.org']);
    const renamed = {
      name: 'Íñigo',
      surname: 'Cambiado Pérez',
      email: 'inigo@demo.example.org',
      identification: null,
    };
    await app.db
      .updateTable('users')
      .set({ surname: renamed.surname, ...personSearchColumns(renamed) })
      .where('id', '=', demoIds[0]!)
      .execute();
    expect(await found('buscable')).toEqual([]);
    expect(await found('cambiado')).toEqual(['inigo@demo.example.org']);
    expect(await found('44444444a')).toEqual([]);
    await app.db.deleteFrom('users').where('id', '=', demoIds[0]!).execute();
    expect(await found('cambiado')).toEqual([]);
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  // person_search_ids (0007) gives the ids; person_search_keys (0008) the ids with their sort keys and status.
  describe.each([
    [
      'person_search_ids',
      sql`person_search_ids('volunteer', ${['buscable']}::text[]) as id`,
      'person_search_ids(text, text[])',
    ],
    [
      'person_search_keys',
      sql`person_search_keys('volunteer', ${['buscable']}::text[]) as hits(id, status, name_key, surname_key, email, created_at)`,
      'person_search_keys(text, text[])',
    ],
  ])('%s', (_name, call, signature) => {
    onPostgres('answers only the current tenant people, and nothing without a tenant', async () => {
      const search = (tenantId: number) =>
        inTenant(app.db, tenantId, async (db) =>
          (await sql<{ id: number }>`select id from ${call}`.execute(db)).rows.map((row) => row.id),
        );
      expect(await search(other)).toEqual(otherIds);
      expect(await search(demo)).not.toContain(otherIds[0]);
      // As the owner, outside any tenant scope: no tenant, no answer.
      const unscoped = await sql<{ id: number }>`select id from ${call}`.execute(app.db);
      expect(unscoped.rows).toEqual([]);
    });

    onPostgres('may be run by the request role only, with a pinned search path', async () => {
      const { rows } = await sql<{ app: boolean; everyone: boolean; config: string[] }>`
        select has_function_privilege('enlace_app', p.oid, 'execute') as app,
               exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as everyone,
               p.proconfig as config
        from pg_proc p where p.oid = ${signature}::regprocedure`.execute(app.db);
      expect(rows[0]).toMatchObject({ app: true, everyone: false });
      expect(rows[0]!.config).toEqual([expect.stringMatching(/^search_path=t_[0-9a-f]+, pg_temp$/)]);
    });
  });
});
