import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import type { AttemptPolicy } from './lib/attempt-counters';
import { DEFAULT_MAIL_QUEUE_SCHEMA, DEFAULT_MAIL_RETRY } from './lib/mail-queue';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '..');

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** SQLite file and generated JWT secret live here; default `<repo>/.data`. */
  dataDir?: string;
  /** PostgreSQL when set; default `process.env.DATABASE_URL`. */
  databaseUrl?: string;
  /** PostgreSQL schema (search_path), used by the tests to isolate each file. */
  pgSchema?: string;
  /** SQLite file name in dataDir, or ':memory:'. */
  sqliteFile?: string;
  jwtSecret?: string;
  /** The mail relay: a URL (`smtp://user:password@host:587`, `smtps://…`), or host and port of a plain one. */
  smtp?: { host?: string; port?: number; url?: string };
  mailFrom?: string;
  /** 'memory' keeps messages in `app.mailer.sent` instead of sending them (tests). */
  mailTransport?: 'smtp' | 'memory';
  /**
   * `direct` (the demo, the tests): each email is sent by the process that composed it, once. `durable`
   * (production, PostgreSQL only): each email is stored in a pg-boss queue and sent by whichever API process
   * takes it, retried while the relay is down.
   */
  mailQueue?: 'direct' | 'durable';
  /** pg-boss's schema; default `pgboss`. */
  mailQueueSchema?: string;
  /** Retries of the durable queue: the first after `delaySeconds`, doubling each time; default 30 s, 10 tries. */
  mailRetry?: { delaySeconds?: number; limit?: number };
  seedDemoData?: boolean;
  /**
   * `migrate` (the default, for the demo and the tests): each start brings the schema up to date. `require-current`
   * (production): migrations are their own step (`pnpm enlace migrate`), and a start on a database that is not up
   * to date fails with that advice.
   */
  schemaUpdates?: SchemaUpdates;
  /** The port the demo tenants are served at (their origins are http://localhost:<port>…); default 80. */
  demoPort?: number;
  /**
   * With the demo data, also the demo activities, their participants and beneficiaries (default true). The API
   * tests leave them out: each builds the activities it asserts on, and the seed test checks these.
   */
  seedDemoActivities?: boolean;
  rateLimits?: { resetPerMinute?: number };
  /** Sign-in throttling (docs/adr/0002-sign-in-throttling.md); the defaults are the product's. */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Redis shared by the API processes (login counters, rate limits); default `REDIS_URL`, none when empty. */
  redisUrl?: string | null;
  /** Prefix of every Redis key; default `enlace:` (the tests give each app its own). */
  redisKeyPrefix?: string;
  /** Folder holding the tenants' CDN folders; default `api/assets/cdn`. */
  assetsDir?: string;
  bodyLimit?: number;
  /** How long a tenant found by host is kept in memory, in milliseconds; default 10,000 (0: never kept). */
  tenantCacheMs?: number;
  /** The foundation that runs the service, named in the legal documents; default `FOUNDATION_NAME` or ours. */
  foundationName?: string;
  /**
   * Which proxies in front of the API to believe about the client's address (`X-Forwarded-For`), as Fastify's
   * `trustProxy`: true (every proxy), or addresses and CIDR ranges separated by commas; default `TRUST_PROXY`, or
   * none. Behind a gateway that proxies `/api`, set it to the gateway's address, or the security log and the
   * rate limits see the gateway's address instead of the client's, and HTTPS is not known (HSTS is sent only
   * over HTTPS, read from X-Forwarded-Proto).
   */
  trustProxy?: boolean | string;
  /** The bearer token Prometheus sends to `/metrics`; default `METRICS_TOKEN`; none: only from this machine. */
  metricsToken?: string | null;
  /**
   * How often this process sends the session reminders that are due, in milliseconds; default 5 minutes. 0: never
   * on its own (the API tests run each pass themselves, at the time they choose).
   */
  sessionRemindersEveryMs?: number;
  /**
   * How often this process passes on the waiting lists' expired offers, in milliseconds; default 5 minutes. 0: never
   * on its own (the API tests run each pass themselves).
   */
  waitingListOffersEveryMs?: number;
}

export type SchemaUpdates = 'migrate' | 'require-current';

export interface LoginThrottleOptions {
  /** Failures per account (tenant and email), from any address. */
  account: AttemptPolicy;
  /** Failures per client address (an IPv6 /64), on any account. */
  address: AttemptPolicy;
}

const MINUTE = 60_000;

// Per account: 5 failures pass, then each makes the next wait 15 s, 30 s, 1 min… up to a 15-minute lock from the
// 11th; forgotten after an hour without failures. About 13 failures an hour at most, whatever the addresses.
// Per address: 30 failures pass (a whole office mistyping), then 1 min, 2 min… up to 15 min.
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  account: { free: 5, baseDelayMs: 15_000, maxDelayMs: 15 * MINUTE, quietMs: 60 * MINUTE },
  address: { free: 30, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, quietMs: 15 * MINUTE },
};

/** How often each API process looks for the session reminders that are due. */
export const DEFAULT_SESSION_REMINDERS_EVERY_MS = 5 * MINUTE;

/** How often each API process passes the waiting lists' expired offers on to the next in line. */
export const DEFAULT_WAITING_LIST_OFFERS_EVERY_MS = 5 * MINUTE;

/** The foundation named in the legal documents when the settings name none. */
export const DEFAULT_FOUNDATION_NAME = 'Fundación Enlace';

export interface ResolvedOptions {
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
  sqliteFile?: string;
  jwtSecret: string;
  smtp: { host: string; port: number; url?: string };
  mailFrom: string;
  mailTransport: 'smtp' | 'memory';
  mailQueue: 'direct' | 'durable';
  mailQueueSchema: string;
  mailRetry: { delaySeconds: number; limit: number };
  seedDemoData: boolean;
  schemaUpdates: SchemaUpdates;
  demoPort: number;
  seedDemoActivities: boolean;
  rateLimits: { resetPerMinute: number };
  loginThrottle: LoginThrottleOptions;
  redisUrl: string | null;
  redisKeyPrefix: string;
  assetsDir: string;
  bodyLimit: number;
  tenantCacheMs: number;
  foundationName: string;
  trustProxy: boolean | string;
  metricsToken: string | null;
  sessionRemindersEveryMs: number;
  waitingListOffersEveryMs: number;
}

/** `TRUST_PROXY` as Fastify reads it: `true`, or a list of addresses and ranges; unset is none. */
export function trustProxyFrom(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}

function jwtSecretFrom(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function resolveOptions(options: AppOptions): ResolvedOptions {
  const env = process.env;
  const dataDir = options.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, '.data');
  return {
    dataDir,
    databaseUrl: options.databaseUrl ?? (env.DATABASE_URL || undefined),
    pgSchema: options.pgSchema,
    sqliteFile: options.sqliteFile,
    jwtSecret: options.jwtSecret ?? (env.JWT_SECRET || jwtSecretFrom(dataDir)),
    smtp: {
      host: options.smtp?.host ?? env.SMTP_HOST ?? '127.0.0.1',
      port: options.smtp?.port ?? Number(env.SMTP_PORT ?? 1025),
      url: options.smtp?.url ?? (env.SMTP_URL || undefined),
    },
    mailFrom: options.mailFrom ?? env.MAIL_FROM ?? 'Enlace <no-reply@enlace.localhost>',
    mailTransport: options.mailTransport ?? 'smtp',
    mailQueue: options.mailQueue ?? 'direct',
    mailQueueSchema: options.mailQueueSchema ?? DEFAULT_MAIL_QUEUE_SCHEMA,
    mailRetry: {
      delaySeconds: options.mailRetry?.delaySeconds ?? DEFAULT_MAIL_RETRY.delaySeconds,
      limit: options.mailRetry?.limit ?? DEFAULT_MAIL_RETRY.limit,
    },
    seedDemoData: options.seedDemoData ?? false,
    schemaUpdates: options.schemaUpdates ?? 'migrate',
    demoPort: options.demoPort ?? 80,
    seedDemoActivities: options.seedDemoActivities ?? true,
    rateLimits: {
      resetPerMinute: options.rateLimits?.resetPerMinute ?? 10,
    },
    loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle },
    redisUrl: options.redisUrl === undefined ? env.REDIS_URL || null : options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix ?? 'enlace:',
    assetsDir: options.assetsDir ?? path.join(apiRoot, 'assets', 'cdn'),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    tenantCacheMs: options.tenantCacheMs ?? 10_000,
    foundationName: options.foundationName ?? (env.FOUNDATION_NAME?.trim() || DEFAULT_FOUNDATION_NAME),
    trustProxy: options.trustProxy ?? trustProxyFrom(env.TRUST_PROXY),
    metricsToken:
      options.metricsToken === undefined ? env.METRICS_TOKEN?.trim() || null : options.metricsToken,
    sessionRemindersEveryMs: options.sessionRemindersEveryMs ?? DEFAULT_SESSION_REMINDERS_EVERY_MS,
    waitingListOffersEveryMs: options.waitingListOffersEveryMs ?? DEFAULT_WAITING_LIST_OFFERS_EVERY_MS,
  };
}
