import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
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
  args: string[] = [],
): { child: ChildProcess; finished: Promise<Finished> } {
  // Only what the test gives: nothing of the developer's environment (a DATABASE_URL, a JWT_SECRET…) leaks in.
  const child = spawn(tsx, [cli, command, ...args], {
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

const run = (command: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  start(command, env, args).finished;

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

/** A mail relay on this machine that keeps what it receives, parsed. */
async function startRelay(port: number): Promise<{
  port: number;
  mails: { to: string; subject: string; text: string }[];
  stop: () => Promise<void>;
}> {
  const mails: { to: string; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({ to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, mails, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A GET with the Host header a browser at `host` sends (fetch does not let a page choose it). */
function get(port: number, path: string, host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: kept as text
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', reject);
  });
}

/** Polls until the process answers (any status), for up to a minute. */
async function whenListening(port: number, host: string): Promise<boolean> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (
      await get(port, '/api/config', host).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
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
      // The migration step sets the mail queue's first retry at one second (30 s in production by default).
      MAIL_RETRY_DELAY_SECONDS: '1',
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
    // With their output, so that a refused run says why.
    expect(
      [first, second].map(({ code, stdout, stderr }) => (code === 0 ? 0 : `${code}: ${stdout}${stderr}`)),
    ).toEqual([0, 0]);
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
    expect(await whenListening(port, `localhost:${port}`)).toBe(true);

    // The demo's host answers that no organisation is there, and the published demo password opens nothing.
    const config = await get(port, '/api/config', `localhost:${port}`);
    expect(config.status).toBe(404);
    expect(config.body).toMatchObject({ error: 'tenant-not-found' });
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
  describe('tenant create', () => {
    // The mail relay is down until the last test starts it.
    let relayPort: number;
    let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
    const relayEnv = () => ({ ...env, SMTP_URL: `smtp://127.0.0.1:${relayPort}` });
    const origin = () => `http://localhost:${port}`;
    const create = (...args: string[]) => run('tenant', relayEnv(), ['create', ...args]);
    const mailJobs = async () =>
      (await database.query<{ state: string }>(`select state from pgboss.job where name = 'mail'`)).rows.map(
        (row) => row.state,
      );
    const valid = () => [
      '--name',
      'Asociación Vecinal La Trinidad',
      '--origin',
      origin(),
      '--color',
      '#0F766E',
      '--tier',
      '1',
      '--admin-email',
      'Ana.Lopez@Trinidad.example.org',
      '--admin-name',
      'Ana',
      '--admin-surname',
      'López García',
    ];

    beforeAll(async () => {
      relayPort = await freePort();
    });
    afterAll(() => relay?.stop());

    it('refuses bad data with every reason, in words, and creates nothing', async () => {
      const { code, stderr } = await create(
        '--name',
        'X',
        '--origin',
        'https://elsewhere.example.org',
        '--origin',
        'ftp://bad',
        '--color',
        'teal',
        '--tier',
        '7',
        '--admin-email',
        'not-an-email',
        '--admin-name',
        'A',
        '--admin-surname',
        'López',
      );
      expect(code).toBe(65);
      expect(stderr).toContain('name: This field must be at least 2 characters long');
      expect(stderr).toContain('primaryColor: The format of this field is not valid');
      expect(stderr).toContain('tier: Choose one of the options');
      expect(stderr).toContain('adminEmail: Enter a valid email address');
      expect(stderr).toMatch(/adminName: .*2 letters/);
      expect(stderr).toContain('https://elsewhere.example.org is not among PUBLIC_ORIGINS');
      expect(stderr).toContain('"ftp://bad" is not an origin');
      expect(await count(database, 'select count(*) as n from tenants')).toBe(0);
      expect(await mailJobs()).toEqual([]);
    }, 60_000);

    it('creates the tenant at its origin with its first administrator, invited by email', async () => {
      const { code, stdout, stderr } = await create(...valid());
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain(`created at ${origin()}`);
      const tenant = (
        await database.query<{
          id: number;
          name: string;
          tier: number;
          primary_color: string;
          is_demo: number;
        }>('select id, name, tier, primary_color, is_demo from tenants')
      ).rows;
      expect(tenant).toEqual([
        {
          id: expect.any(Number),
          name: 'Asociación Vecinal La Trinidad',
          tier: 1,
          primary_color: '#0f766e',
          is_demo: 0,
        },
      ]);
      const admins = (
        await database.query<{ email: string; roles: string; password_hash: string | null; active: number }>(
          'select email, roles, password_hash, active from users',
        )
      ).rows;
      expect(admins).toEqual([
        {
          email: 'ana.lopez@trinidad.example.org',
          roles: JSON.stringify(['user', 'employee', 'employee-admin']),
          password_hash: null,
          active: 0,
        },
      ]);
      // Queued, not lost, while the relay is down: an API process sends it.
      expect(stdout).toContain('Invitation to ana.lopez@trinidad.example.org queued');
      expect(await mailJobs()).toHaveLength(1);
    }, 60_000);

    it('refuses an origin that already belongs to a tenant', async () => {
      const { code, stderr } = await create(...valid());
      expect(code).toBe(65);
      expect(stderr).toContain(`localhost:${port} already belongs to another tenant`);
      expect(await count(database, 'select count(*) as n from tenants')).toBe(1);
    }, 60_000);

    it('serves the new tenant, delivers the invitation once the relay is back, and the link opens the account', async () => {
      const { child, finished } = start('serve', relayEnv());
      const host = `localhost:${port}`;
      expect(await whenListening(port, host)).toBe(true);
      const config = await get(port, '/api/config', host);
      expect(config.status).toBe(200);
      expect(config.body).toMatchObject({
        company_name: 'Asociación Vecinal La Trinidad',
        primary_color: '#0f766e',
      });
      // Another host of this machine is not the tenant's.
      expect((await get(port, '/api/config', `127.0.0.1:${port}`)).status).toBe(404);

      // The process tries the relay, which is down: the invitation waits in the queue for another try.
      for (let attempt = 0; attempt < 60 && !(await mailJobs()).includes('retry'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(await mailJobs()).toEqual(['retry']);
      // The relay comes back: the invitation arrives, once.
      relay = await startRelay(relayPort);
      for (let attempt = 0; attempt < 120 && relay.mails.length === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(relay.mails).toHaveLength(1);
      const [mail] = relay.mails;
      expect(mail!.to).toContain('ana.lopez@trinidad.example.org');
      expect(mail!.subject).toContain('Asociación Vecinal La Trinidad');
      expect(mail!.text).toContain(`${origin()}/activate-account/`);
      expect(await mailJobs()).toEqual(['completed']);
      const code = /\/activate-account\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      const pending = await get(port, `/api/users/activate/${code}`, host);
      expect(pending.status).toBe(200);
      expect(pending.body).toMatchObject({ name: 'Ana', surname: 'López García' });
      child.kill('SIGTERM');
      expect((await finished).code).toBe(0);
    }, 120_000);
  });
});
