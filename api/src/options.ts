import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';

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
  smtp?: { host?: string; port?: number };
  mailFrom?: string;
  /** 'memory' keeps messages in `app.mailer.sent` instead of sending them (tests). */
  mailTransport?: 'smtp' | 'memory';
  seedDemoData?: boolean;
  /**
   * With the demo data, also the demo activities, their participants and beneficiaries (default true). The API
   * tests leave them out: each builds the activities it asserts on, and the seed test checks these.
   */
  seedDemoActivities?: boolean;
  rateLimits?: { loginPerMinute?: number; resetPerMinute?: number };
  /** Folder holding the tenants' CDN folders; default `api/assets/cdn`. */
  assetsDir?: string;
  bodyLimit?: number;
  /** How long a tenant found by host is kept in memory, in milliseconds; default 10,000 (0: never kept). */
  tenantCacheMs?: number;
  /** The foundation that runs the service, named in the legal documents; default `FOUNDATION_NAME` or ours. */
  foundationName?: string;
  /**
   * The proxy in front of the API whose X-Forwarded-For/-Proto/-Host are believed (Fastify's `trustProxy`):
   * its addresses or CIDRs, or `true` for any; default `TRUST_PROXY`, else none. HTTPS is then known from
   * X-Forwarded-Proto (HSTS is sent only over HTTPS).
   */
  trustProxy?: TrustProxy;
}

export type TrustProxy = boolean | string[];

/** The foundation named in the legal documents when the settings name none. */
export const DEFAULT_FOUNDATION_NAME = 'Fundación Enlace';

export interface ResolvedOptions {
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
  sqliteFile?: string;
  jwtSecret: string;
  smtp: { host: string; port: number };
  mailFrom: string;
  mailTransport: 'smtp' | 'memory';
  seedDemoData: boolean;
  seedDemoActivities: boolean;
  rateLimits: { loginPerMinute: number; resetPerMinute: number };
  assetsDir: string;
  bodyLimit: number;
  tenantCacheMs: number;
  foundationName: string;
  trustProxy: TrustProxy;
}

/** `TRUST_PROXY`: "true", or a comma-separated list of addresses and CIDRs (`127.0.0.1,10.0.0.0/8`). */
function trustProxyFrom(value: string | undefined): TrustProxy {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
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
    },
    mailFrom: options.mailFrom ?? env.MAIL_FROM ?? 'Enlace <no-reply@enlace.localhost>',
    mailTransport: options.mailTransport ?? 'smtp',
    seedDemoData: options.seedDemoData ?? false,
    seedDemoActivities: options.seedDemoActivities ?? true,
    rateLimits: {
      loginPerMinute: options.rateLimits?.loginPerMinute ?? 10,
      resetPerMinute: options.rateLimits?.resetPerMinute ?? 10,
    },
    assetsDir: options.assetsDir ?? path.join(apiRoot, 'assets', 'cdn'),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    tenantCacheMs: options.tenantCacheMs ?? 10_000,
    foundationName: options.foundationName ?? (env.FOUNDATION_NAME?.trim() || DEFAULT_FOUNDATION_NAME),
    trustProxy: options.trustProxy ?? trustProxyFrom(env.TRUST_PROXY),
  };
}
