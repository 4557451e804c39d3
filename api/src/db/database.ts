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
  type SqliteDatabase,
  type SqliteStatement,
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

/**
 * The connection string and server settings of a pool: the settings the URL carries in its `options` parameter
 * (e.g. `-c statement_timeout=5000`) and the schema's search path, together (pg would otherwise let the URL's
 * replace the schema's).
 */
function connectionSettings(databaseUrl: string, pgSchema: string | undefined) {
  if (!pgSchema) return { connectionString: databaseUrl };
  const schemaSetting = `-c search_path=${pgSchema}`;
  const url = new URL(databaseUrl);
  const urlSettings = url.searchParams.get('options');
  if (urlSettings === null) return { connectionString: databaseUrl, options: schemaSetting };
  url.searchParams.delete('options');
  return { connectionString: url.toString(), options: `${urlSettings} ${schemaSetting}` };
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ ...connectionSettings(options.databaseUrl, options.pgSchema), max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(pool) }) });
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
}

/**
 * The SQLite database as Kysely uses it, keeping each compiled statement for the next query of the same text
 * (compiling a list query cost 0.07 ms of its 0.5), up to MAX_PREPARED_STATEMENTS texts. better-sqlite3 runs a
 * statement to its end before answering, so one statement serves every caller; an iteration (a stream) gets a
 * statement of its own, since a statement being iterated cannot run again until it ends. SQLite recompiles a kept
 * statement by itself after a schema change.
 */
function cachedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const prepare = (text: string): SqliteStatement => {
    const kept = statements.get(text);
    if (kept) return kept;
    const statement = sqlite.prepare(text);
    const shared: SqliteStatement = {
      reader: statement.reader,
      all: (parameters) => statement.all(parameters),
      run: (parameters) => statement.run(parameters),
      iterate: (parameters) => sqlite.prepare(text).iterate(parameters),
    };
    if (statements.size < MAX_PREPARED_STATEMENTS) statements.set(text, shared);
    return shared;
  };
  return { prepare, close: () => sqlite.close() };
}

/**
 * At most this many distinct statement texts are kept prepared (per PostgreSQL connection; per SQLite database);
 * the others are prepared for each run.
 */
export const MAX_PREPARED_STATEMENTS = 300;

/** PostgreSQL's "cached plan must not change result type": a prepared `select *` after its table changed. */
const CHANGED_RESULT_TYPE = '0A000';

/**
 * The pool as Kysely uses it, with two changes:
 * - A statement with parameters runs as a named prepared statement, so each connection parses and plans it once
 *   and then only binds and executes it (planning was most of a list query's backend time: EXPLAIN showed
 *   0.24 ms of planning for 0.10 ms of execution). Kysely writes values as parameters, so the distinct texts are
 *   the code's query shapes; past MAX_PREPARED_STATEMENTS (a list of ids of changing length, say) the others run
 *   unnamed, so a connection never holds an unbounded number of plans. A statement that a schema change broke
 *   (CHANGED_RESULT_TYPE, a prepared `select *` whose table changed) is never prepared again by this pool, and
 *   runs again unnamed at once unless the error aborted a transaction.
 * - A query of several statements (written without parameters, as openTenantScope's) answers with its last
 *   statement's rows: pg answers a list of results, which Kysely reads as no rows at all.
 */
export function kyselyPool(pool: pg.Pool, maxPrepared = MAX_PREPARED_STATEMENTS): PostgresPool {
  const names = new Map<string, string | null>();
  const nameOf = (text: string, parameters: readonly unknown[]): string | undefined => {
    if (!parameters.length) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < maxPrepared) {
      name = `enlace_${names.size}`;
      names.set(text, name);
    }
    return name ?? undefined;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely configures no cursor, so only the (sql, parameters) form is ever called.
    query: (async (text: string, parameters: unknown[]) => {
      const name = nameOf(text, parameters);
      let result: pg.QueryResult | pg.QueryResult[];
      try {
        result = await client.query({ text, values: parameters, ...(name ? { name } : {}) });
      } catch (error) {
        if (!name || (error as { code?: string }).code !== CHANGED_RESULT_TYPE) throw error;
        names.set(text, null);
        // Inside a transaction the error has aborted it: the retry fails too, and the first error is the one to see.
        result = await client.query({ text, values: parameters }).catch(() => Promise.reject(error));
      }
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
