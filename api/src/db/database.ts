import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path), e.g. one per test file. */
  pgSchema?: string;
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: lastStatementResults(pool) }) });
  }
  const file = options.sqliteFile ?? 'enlace.sqlite';
  let location = file;
  if (file !== ':memory:') {
    fs.mkdirSync(options.dataDir, { recursive: true });
    location = path.join(options.dataDir, file);
  }
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * The pool as Kysely uses it, except that a query of several statements (written without parameters, as
 * openTenantScope's) answers with its last statement's rows: pg answers a list of results, which Kysely reads as
 * no rows at all.
 */
function lastStatementResults(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely configures no cursor, so only the (sql, parameters) form is ever called.
    query: (async (text: string, parameters: unknown[]) => {
      const result = (await client.query(text, parameters)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? result[result.length - 1] : result;
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let connection = wrapped.get(client);
      if (!connection) {
        connection = wrap(client);
        wrapped.set(client, connection);
      }
      return connection;
    },
    end: () => pool.end(),
  };
}

export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function nowIso(): string {
  return new Date().toISOString();
}
