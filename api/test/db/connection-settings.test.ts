import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../src/db/database';

// An operator's connection string may carry server settings (`?options=-c …`); a schema of its own must not drop them.
const databaseUrl = process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

describeOnPostgres('connection settings on PostgreSQL', () => {
  const schema = `t_conn_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  async function settingsOf(url: string) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-conn-'));
    const db = createDatabase({ databaseUrl: url, pgSchema: schema, dataDir });
    try {
      const { rows } = await sql<{ path: string; timeout: string }>`
        select current_setting('search_path') as path, current_setting('statement_timeout') as timeout`.execute(
        db,
      );
      return rows[0];
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('uses the schema and keeps the settings the URL carries', async () => {
    const url = new URL(databaseUrl as string);
    url.searchParams.set('options', '-c statement_timeout=4321');
    expect(await settingsOf(url.toString())).toEqual({ path: schema, timeout: '4321ms' });
  });

  it('uses the schema when the URL carries no settings', async () => {
    const url = new URL(databaseUrl as string);
    url.searchParams.delete('options');
    expect(await settingsOf(url.toString())).toMatchObject({ path: schema });
  });
});
