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

  // person_search_ids gives the ids; person_search_keys the ids with their sort keys and status (0007, 0008, with
  // the index terms of 0014).
  describe.each([
    [
      'person_search_ids',
      sql`person_search_ids('volunteer', ${['buscable']}::text[], ${['cab']}::text[]) as id`,
      'person_search_ids(text, text[], text[])',
    ],
    [
      'person_search_keys',
      sql`person_search_keys('volunteer', ${['buscable']}::text[], ${['cab']}::text[]) as hits(id, status, name_key, surname_key, email, created_at)`,
      'person_search_keys(text, text[], text[])',
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

  onPostgres(
    'keeps no search function of the old signature, and the conditions helper is not granted',
    async () => {
      const { rows } = await sql<{ signature: string; everyone: boolean; app: boolean }>`
      select p.oid::regprocedure::text as signature,
             (p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0)) as everyone,
             has_function_privilege('enlace_app', p.oid, 'execute') as app
      from pg_proc p where p.pronamespace = current_schema()::regnamespace and p.proname like 'person_search%'
      order by 1`.execute(app.db);
      expect(rows).toEqual([
        { signature: 'person_search_conditions(text[],text[])', everyone: false, app: false },
        { signature: 'person_search_ids(text,text[],text[])', everyone: false, app: true },
        { signature: 'person_search_keys(text,text[],text[])', everyone: false, app: true },
      ]);
    },
  );
});

// A word is looked up in the index by one of its trigrams (its index term, search-trigrams.ts) and checked whole
// on the rows found, so the terms change the cost of a search, never its answer.
describe('index terms', () => {
  const people = [
    ['Marcial', 'Olmo Ruiz'],
    ['Lucía', 'García Olmo'],
    ['Lucía', 'Marcial Pérez'],
    ['Luciano', 'Garcés Ruiz'],
    ['Patricia', 'García'],
  ].map(([name, surname], index) => ({
    name: name!,
    surname: surname!,
    email: `terms.${index}@demo.example.org`,
  }));
  let termIds: number[];
  beforeAll(async () => {
    termIds = await insertVolunteers(app, demo, people);
  });
  afterAll(() => app.db.deleteFrom('users').where('id', 'in', termIds).execute());

  const emailsFound = (search: string, indexTerms?: Map<string, string>) =>
    inTenant(app.db, demo, async (db) => {
      const filter: VolunteerListFilter = {
        search,
        indexTerms,
        order: [{ field: 'email', direction: 'asc' }],
      };
      const queries = volunteerListQueries(db, demo, filter, page);
      const rows = await queries.page.execute();
      const { total } = await queries.count.executeTakeFirstOrThrow();
      return { emails: rows.map((row) => row.email), total: Number(total) };
    });
  const terms = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it.each([
    // "rci" is in Marcial too: the whole word is checked on the rows the term finds.
    ['garcia', terms({ garcia: 'rci' }), ['terms.1@demo.example.org', 'terms.4@demo.example.org']],
    ['lucia garcia', terms({ lucia: 'uci', garcia: 'rci' }), ['terms.1@demo.example.org']],
    ['marcial', terms({ marcial: 'cia' }), ['terms.0@demo.example.org', 'terms.2@demo.example.org']],
    // A term that is not part of its word is ignored: the word is looked up whole.
    ['olmo', terms({ olmo: 'xyz' }), ['terms.0@demo.example.org', 'terms.1@demo.example.org']],
    // Words under three letters have no term and are checked on the rows the others find.
    ['luc ga', terms({ luc: 'luc' }), ['terms.1@demo.example.org', 'terms.3@demo.example.org']],
  ])('"%s" finds the same people with and without its terms', async (search, indexTerms, expected) => {
    const plain = await emailsFound(search);
    expect(plain).toEqual({ emails: expected, total: expected.length });
    expect(await emailsFound(search, indexTerms)).toEqual(plain);
  });
});
