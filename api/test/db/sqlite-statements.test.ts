import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createDatabase } from '../../src/db/database';

// The SQLite database keeps each compiled statement for the next query of the same text (database.ts).
const describeOnSqlite = process.env.DATABASE_URL ? describe.skip : describe;

interface Tables {
  items: { id: number; label: string };
}

describeOnSqlite('kept SQLite statements', () => {
  let db: Kysely<Tables>;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-statements-'));
    db = createDatabase({ dataDir, sqliteFile: ':memory:' }) as unknown as Kysely<Tables>;
    await sql`create table items (id integer primary key, label text not null)`.execute(db);
    await db
      .insertInto('items')
      .values([
        { id: 1, label: 'uno' },
        { id: 2, label: 'dos' },
      ])
      .execute();
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers each run of the same query with its own values', async () => {
    const label = (id: number) =>
      db.selectFrom('items').select('label').where('id', '=', id).executeTakeFirst();
    expect(await label(1)).toEqual({ label: 'uno' });
    expect(await label(2)).toEqual({ label: 'dos' });
    expect(await label(3)).toBeUndefined();
    const insert = (id: number) =>
      db
        .insertInto('items')
        .values({ id, label: `n${id}` })
        .executeTakeFirst();
    expect(Number((await insert(3)).insertId)).toBe(3);
    expect(Number((await insert(4)).insertId)).toBe(4);
    expect(await label(4)).toEqual({ label: 'n4' });
  });

  it('sees the new columns after a schema change', async () => {
    const everything = () => db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirst();
    expect(await everything()).toEqual({ id: 1, label: 'uno' });
    await sql`alter table items add column note text default 'nota'`.execute(db);
    expect(await everything()).toEqual({ id: 1, label: 'uno', note: 'nota' });
  });

  it('streams a query that also runs whole', async () => {
    const query = db.selectFrom('items').select('id').orderBy('id');
    const streamed = async () => {
      const ids: number[] = [];
      for await (const row of query.stream()) ids.push(row.id);
      return ids;
    };
    expect(await query.execute()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await streamed()).toEqual([1, 2]);
    expect(await streamed()).toEqual([1, 2]);
    expect(await query.execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
