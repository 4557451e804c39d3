import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { apiRoot } from '../../src/options';

// The production commands as a system administrator runs them, each in its own process, on a new database.
const adminUrl = process.env.DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;

const databaseName = `enlace_production_${process.pid}`;
const productionUrl = () => {
  const url = new URL(adminUrl!);
  url.pathname = `/${databaseName}`;
  return url.toString();
};

const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx');
const cli = path.join(apiRoot, 'src', 'cli', 'enlace.ts');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(
  command: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; finished: Promise<Finished> } {
  // Only what the test gives: nothing of the developer's environment (a DATABASE_URL, a JWT_SECRET…) leaks in.
  const child = spawn(tsx, [cli, command], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, finished };
}

const run = (command: string, env: NodeJS.ProcessEnv) => start(command, env).finished;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function count(client: pg.Client, query: string): Promise<number> {
  return Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0);
}

describeOnPostgres('production mode (pnpm enlace)', () => {
  let admin: pg.Client;
  let database: pg.Client;
  let port: number;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    database = new pg.Client({ connectionString: productionUrl() });
    await database.connect();
    port = await freePort();
    env = {
      DATABASE_URL: productionUrl(),
      JWT_SECRET: 'production-test-secret-'.padEnd(48, 'x'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Enlace <no-reply@enlace.example.org>',
      PUBLIC_ORIGINS: `http://localhost:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
  }, 30_000);

  afterAll(async () => {
    await database?.end();
    await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
  });

  it('refuses to start without its settings, naming each one, and exits 78', async () => {
    const { code, stderr } = await run('serve', {});
    expect(code).toBe(78);
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_ORIGINS']) {
      expect(stderr).toContain(`${name} is missing`);
    }
  }, 60_000);

  it('refuses to start on a database that was not migrated, and changes nothing in it', async () => {
    const { code, stderr } = await run('serve', env);
    expect(code).toBe(78);
    expect(stderr).toContain('The database is not up to date');
    expect(stderr).toContain('pnpm enlace migrate');
    expect(
      await count(
        database,
        `select count(*) as n from information_schema.tables where table_schema = 'public'`,
      ),
    ).toBe(0);
  }, 60_000);

  it('migrates as its own step: two runs started together apply each migration once', async () => {
    const [first, second] = await Promise.all([run('migrate', env), run('migrate', env)]);
    expect([first.code, second.code]).toEqual([0, 0]);
    const outputs = [first.stdout, second.stdout].join('\n');
    expect(outputs).toMatch(/Applied \d+ migration\(s\)/);
    const applied = await count(database, 'select count(*) as n from kysely_migration');
    const distinct = await count(database, 'select count(distinct name) as n from kysely_migration');
    expect(applied).toBeGreaterThan(10);
    expect(distinct).toBe(applied);
    // Reference data comes with the schema; no tenant, no person.
    expect(await count(database, 'select count(*) as n from countries')).toBeGreaterThan(100);
    expect(await count(database, 'select count(*) as n from tenants')).toBe(0);
    expect(await count(database, 'select count(*) as n from users')).toBe(0);

    const again = await run('migrate', env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already up to date');
  }, 120_000);

  it('serves without any demo tenant or account, logs JSON lines, and stops cleanly on SIGTERM', async () => {
    const { child, finished } = start('serve', env);
    const base = `http://127.0.0.1:${port}`;
    let listening = false;
    for (let attempt = 0; attempt < 120 && !listening; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      listening = await fetch(`${base}/api/config`, { headers: { host: `localhost:${port}` } }).then(
        () => true,
        () => false,
      );
    }
    expect(listening).toBe(true);

    // The demo's host answers that no organisation is there, and the published demo password opens nothing.
    const config = await fetch(`${base}/api/config`, { headers: { host: `localhost:${port}` } });
    expect(config.status).toBe(404);
    expect(await config.json()).toMatchObject({ error: 'tenant-not-found' });
    expect(await count(database, 'select count(*) as n from tenants')).toBe(0);
    expect(await count(database, 'select count(*) as n from users')).toBe(0);

    child.kill('SIGTERM');
    const { code, stdout } = await finished;
    expect(code).toBe(0);
    const lines = stdout
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { msg?: string; level?: number; reqId?: string });
    expect(lines.some((line) => line.msg?.startsWith('Server listening'))).toBe(true);
    expect(lines.some((line) => typeof line.reqId === 'string')).toBe(true);
    // No Redis given: the process says what that means for several processes.
    expect(lines.some((line) => line.msg?.startsWith('REDIS_URL is not set'))).toBe(true);
  }, 120_000);
});
