import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { kyselyPool } from '../../src/db/database';

// The PostgreSQL pool prepares each statement with parameters once per connection (database.ts, kyselyPool).
const databaseUrl = process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

interface Tables {
  items: { id: number; label: string };
}

describeOnPostgres('prepared statements on PostgreSQL', () => {
  const schema = `t_prep_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  // One connection, so that every query below sees the same session's prepared statements.
  const open = (maxPrepared?: number) =>
    new Kysely<Tables>({
      dialect: new PostgresDialect({
        pool: kyselyPool(
          new pg.Pool({ connectionString: databaseUrl, max: 1, options: `-c search_path=${schema}` }),
          maxPrepared,
        ),
      }),
    });
  const prepared = async (db: Kysely<Tables>) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.items (id integer primary key, label text not null)`);
    await admin.query(`insert into ${schema}.items values (1, 'uno'), (2, 'dos'), (3, 'tres')`);
  });
  afterAll(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('prepares a query with parameters once and answers every later run with its own values', async () => {
    const db = open();
    try {
      const label = (id: number) =>
        db.selectFrom('items').select('label').where('id', '=', id).executeTakeFirst();
      expect(await label(1)).toEqual({ label: 'uno' });
      expect(await label(3)).toEqual({ label: 'tres' });
      expect(await label(4)).toBeUndefined();
      const statements = await prepared(db);
      expect(statements.filter((text) => text.includes('from "items"'))).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('prepares at most the given number of statements and still runs the others', async () => {
    const db = open(2);
    try {
      for (const limit of [1, 2, 3, 4]) {
        const rows = await db.selectFrom('items').select('id').orderBy('id').limit(limit).offset(0).execute();
        expect(rows).toHaveLength(Math.min(limit, 3));
        // The limit is a parameter (one text for the four runs); each alias below is a text of its own.
        await sql`select ${limit}::int + 0 as ${sql.raw(`n${limit}`)}`.execute(db);
      }
      expect(await prepared(db)).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });

  it('answers with the new columns after a schema change instead of failing every time', async () => {
    const db = open();
    try {
      const everything = () => db.selectFrom('items').selectAll().where('id', '=', 2).executeTakeFirst();
      expect(await everything()).toEqual({ id: 2, label: 'dos' });
      await admin.query(`alter table ${schema}.items add column note text default 'nota'`);
      expect(await everything()).toEqual({ id: 2, label: 'dos', note: 'nota' });
      expect(await everything()).toEqual({ id: 2, label: 'dos', note: 'nota' });
    } finally {
      await db.destroy();
    }
  });
});
