import pg from 'pg';

// A benchmark's own PostgreSQL schema, made before its run and dropped after it, so that runs never collide.

async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const createBenchSchema = (databaseUrl: string, schema: string) =>
  onServer(databaseUrl, `create schema ${schema}`);

export const dropBenchSchema = (databaseUrl: string, schema: string) =>
  onServer(databaseUrl, `drop schema if exists ${schema} cascade`);
