import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { request as httpRequest } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVE_NODE_FLAGS } from '@enlace/api';
import { waitForPort } from '../src/wait-for-port.ts';

// The production topology on one machine: nginx with a self-signed certificate in front of two `pnpm enlace
// serve` processes, on a database of its own in the PostgreSQL at POSTGRES_URL and the Redis at REDIS_URL, with a
// mail catcher as the relay. Every piece is a real process started the way the README's "Deploying" says.

export const repoRoot = path.resolve(__dirname, '../..');
const deployDir = path.join(repoRoot, 'deploy');
// What every production process runs: the server as built by `pnpm build` (docs/adr/0079-compiled-api-server.md).
const SERVER_BUNDLE = path.join(deployDir, 'dist', 'enlace.mjs');
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const AREAS = ['public', 'intranet', 'volunteer', 'partner'] as const;

/** A free port of 127.0.0.1 (the system's choice), for one piece of the topology. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Host header and TLS name; the tenant's by default. */
  host?: string;
  /** Accept the certificate whatever name it is for (a host the gateway does not serve). */
  anyCertificateName?: boolean;
  /** Called with each part of the answer's body as it arrives (a streamed answer). */
  onChunk?: (text: string) => void;
}

/** Runs a command of `pnpm enlace` (the built server, `pnpm build`) as the README does; resolves with its output. */
function runEnlace(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER_BUNDLE, ...args], {
      cwd: deployDir,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export class Topology {
  readonly tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-topology-'));
  readonly databaseName = `enlace_topology_${process.pid}_${randomBytes(3).toString('hex')}`;
  readonly runId = randomBytes(4).toString('hex');
  readonly adminEmail = `admin-${this.runId}@topologia.example.org`;
  httpsPort = 0;
  httpPort = 0;
  apiPorts: number[] = [];
  smtpPort = 0;
  mailWebPort = 0;
  /** The tenant's host, as browsers send it (with the gateway's port). */
  host = '';
  databaseUrl = '';
  certificate = '';
  readonly apis: (ChildProcess | null)[] = [];
  private nginx: ChildProcess | null = null;
  private mailRelay: ChildProcess | null = null;
  private pool: pg.Pool | null = null;
  private env: NodeJS.ProcessEnv = {};

  /** The static root's releases/ folder (the gateway's ENLACE_STATIC_ROOT/releases, the API's ENLACE_RELEASES_DIR). */
  get releasesDir(): string {
    return path.join(this.tmp, 'static', 'releases');
  }

  async start(): Promise<void> {
    if (!fs.existsSync('/usr/sbin/nginx')) {
      throw new Error(
        'nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static (.ci/run does).',
      );
    }
    if (!fs.existsSync(BROTLI_MODULE)) {
      throw new Error(
        'nginx has no brotli module: apt-get install -y libnginx-mod-http-brotli-static (.ci/run does).',
      );
    }
    if (!fs.existsSync(path.join(repoRoot, 'shell/dist/index.html')) || !fs.existsSync(SERVER_BUNDLE)) {
      throw new Error('The front ends or the server are not built: run pnpm build first.');
    }
    [this.httpsPort, this.httpPort, this.smtpPort, this.mailWebPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    this.apiPorts = [await freePort(), await freePort()];
    this.host = `acme.enlace.localhost:${this.httpsPort}`;

    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${this.databaseName}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${this.databaseName}`;
    this.databaseUrl = url.toString();
    this.pool = new pg.Pool({ connectionString: this.databaseUrl, max: 2 });

    this.env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: this.databaseUrl,
      JWT_SECRET: randomBytes(48).toString('base64'),
      SMTP_URL: `smtp://127.0.0.1:${this.smtpPort}`,
      MAIL_FROM: 'Enlace <no-reply@enlace.localhost>',
      PUBLIC_ORIGINS: `https://*.enlace.localhost:${this.httpsPort}`,
      REDIS_URL,
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: randomBytes(24).toString('hex'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Where `pnpm release` stores the areas' releases: the gateway serves the same folder at /releases/.
      ENLACE_RELEASES_DIR: this.releasesDir,
      // Quick retries, so that the relay's outage ends within the test.
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_RETRY_LIMIT: '10',
    };

    const migrated = await runEnlace(['migrate'], this.env);
    if (migrated.code !== 0) throw new Error(`pnpm enlace migrate failed:\n${migrated.output}`);

    await this.startMail();
    const created = await runEnlace(
      [
        'tenant',
        'create',
        '--name',
        'Asociación Topología',
        '--origin',
        `https://${this.host}`,
        '--color',
        '#0f766e',
        '--tier',
        'network',
        '--admin-email',
        this.adminEmail,
        '--admin-name',
        'Ana',
        '--admin-surname',
        'Pasarela García',
      ],
      this.env,
    );
    if (created.code !== 0) throw new Error(`pnpm enlace tenant create failed:\n${created.output}`);

    await Promise.all([this.startApi(0), this.startApi(1)]);
    await this.startGateway();
  }

  /** Starts API process `index` (0 or 1) with `pnpm enlace serve`, and waits until it listens. */
  async startApi(index: number): Promise<void> {
    const port = this.apiPorts[index]!;
    const child = spawn(process.execPath, [...SERVE_NODE_FLAGS, SERVER_BUNDLE, 'serve'], {
      cwd: deployDir,
      env: { ...this.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (this.apis[index] === child) this.apis[index] = null;
      if (code !== 0 && signal === null && errors) console.error(`API process ${index} stopped:\n${errors}`);
    });
    this.apis[index] = child;
    await waitForPort(port);
  }

  /** `kill -9` of API process `index`: no draining, connections dropped mid-request. */
  killApi(index: number): void {
    this.apis[index]?.kill('SIGKILL');
  }

  async startMail(): Promise<void> {
    this.mailRelay = spawn(
      process.execPath,
      ['--import', 'tsx', 'topology/mail-relay.ts', String(this.smtpPort), String(this.mailWebPort)],
      { cwd: deployDir, stdio: 'ignore' },
    );
    await Promise.all([waitForPort(this.smtpPort), waitForPort(this.mailWebPort)]);
  }

  /** The relay goes down: the port refuses connections. */
  async stopMailRelay(): Promise<void> {
    await stopProcess(this.mailRelay);
    this.mailRelay = null;
  }

  async emails(): Promise<{ subject: string; to: { address: string }[]; text?: string; html?: string }[]> {
    const response = await fetch(`http://127.0.0.1:${this.mailWebPort}/api/email`);
    return (await response.json()) as { subject: string; to: { address: string }[]; text?: string }[];
  }

  private async startGateway(): Promise<void> {
    const dir = this.tmp;
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=enlace.localhost',
        '-addext',
        'subjectAltName=DNS:enlace.localhost,DNS:*.enlace.localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    this.certificate = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');

    // The layout the static image has: <root>/shell, <root>/remotes/<area> and <root>/releases.
    const staticRoot = path.join(dir, 'static');
    fs.mkdirSync(path.join(staticRoot, 'remotes'), { recursive: true });
    fs.mkdirSync(this.releasesDir, { recursive: true });
    fs.symlinkSync(path.join(repoRoot, 'shell/dist'), path.join(staticRoot, 'shell'));
    for (const area of AREAS) {
      fs.symlinkSync(path.join(repoRoot, `remote-${area}/dist`), path.join(staticRoot, 'remotes', area));
    }

    fs.cpSync(path.join(deployDir, 'gateway/snippets'), path.join(dir, 'snippets'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'enlace.conf'),
      renderWithEnvsubst(path.join(deployDir, 'gateway/enlace.conf.template'), {
        ENLACE_SERVER_NAMES: 'enlace.localhost *.enlace.localhost',
        ENLACE_TLS_CERT: path.join(dir, 'cert.pem'),
        ENLACE_TLS_KEY: path.join(dir, 'key.pem'),
        ENLACE_API_UPSTREAMS: this.apiPorts
          .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
          .join(' '),
        ENLACE_STATIC_ROOT: staticRoot,
        ENLACE_LISTEN_HTTPS: `127.0.0.1:${this.httpsPort}`,
        ENLACE_LISTEN_HTTP: `127.0.0.1:${this.httpPort}`,
      }),
    );
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `load_module ${BROTLI_MODULE};`,
        // As root, the workers would otherwise run as nobody, who may not read this checkout.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        'daemon off;',
        'worker_processes 2;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'error.log')} warn;`,
        'events { worker_connections 4096; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        '  sendfile on;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
        '  include enlace.conf;',
        '}',
      ].join('\n'),
    );
    // The configuration is checked as an administrator would before a reload.
    execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: 'pipe',
    });
    this.nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: 'ignore',
    });
    await waitForPort(this.httpsPort);
  }

  /** A request through the gateway over TLS, checked against the self-signed certificate. */
  request(pathname: string, options: RequestOptions = {}): Promise<Reply> {
    const host = options.host ?? this.host;
    return sendRequest({
      port: this.httpsPort,
      path: pathname,
      method: options.method ?? 'GET',
      headers: { host, ...options.headers },
      body: options.body,
      tls: {
        ca: this.certificate,
        servername: host.split(':')[0]!,
        ...(options.anyCertificateName ? { checkServerIdentity: () => undefined } : {}),
      },
    });
  }

  /** A request to the gateway's plain http port. */
  plainHttp(pathname: string): Promise<Reply> {
    return sendRequest({ port: this.httpPort, path: pathname, method: 'GET', headers: { host: this.host } });
  }

  /** A request straight to API process `index`, as the gateway sends it. */
  direct(index: number, pathname: string, options: RequestOptions = {}): Promise<Reply> {
    return sendRequest({
      port: this.apiPorts[index]!,
      path: pathname,
      method: options.method ?? 'GET',
      headers: { host: options.host ?? this.host, 'x-forwarded-proto': 'https', ...options.headers },
      body: options.body,
      onChunk: options.onChunk,
    });
  }

  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.pool!.query<T>(text, values)).rows;
  }

  async stop(): Promise<void> {
    await Promise.all([stopProcess(this.nginx), stopProcess(this.mailRelay), ...this.apis.map(stopProcess)]);
    await this.pool?.end();
    if (this.databaseUrl) {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }
}

/**
 * The template rendered as the README says (`envsubst` with the list of the gateway's values, so that nginx's own
 * `$variables` stay); a value left empty is an error.
 */
function renderWithEnvsubst(template: string, values: Record<string, string>): string {
  const names = Object.keys(values);
  const empty = names.filter((name) => !values[name]?.trim());
  if (empty.length > 0) throw new Error(`The gateway template needs ${empty.join(', ')}.`);
  const rendered = execFileSync('envsubst', [names.map((name) => `\${${name}}`).join(' ')], {
    input: fs.readFileSync(template),
    env: { PATH: process.env.PATH, ...values },
    encoding: 'utf8',
  });
  const missing = /\$\{(ENLACE_[A-Z_]+)\}/.exec(rendered);
  if (missing) throw new Error(`The gateway template needs ${missing[1]}.`);
  return rendered;
}

/** SIGTERM, then the process's exit. */
function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface RawRequest {
  port: number;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  tls?: { ca: string; servername: string; checkServerIdentity?: () => undefined };
  onChunk?: (text: string) => void;
}

function sendRequest({
  port,
  path: pathname,
  method,
  headers,
  body,
  tls,
  onChunk,
}: RawRequest): Promise<Reply> {
  const raw = typeof body === 'string' || Buffer.isBuffer(body);
  const payload = body === undefined ? undefined : raw ? (body as string | Buffer) : JSON.stringify(body);
  const allHeaders: Record<string, string> = {
    ...(payload !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const request = (tls ? https.request : httpRequest)(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: allHeaders,
        agent: false,
        ...(tls ?? {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          onChunk?.(chunk.toString('utf8'));
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
