import { parseOrigin } from '../lib/origin';
import type { AppOptions } from '../options';

/** What a production API process is started with, read from its environment. */
export interface ProductionSettings {
  options: AppOptions;
  host: string;
  port: number;
  /** Every origin the gateway serves (exact, or `https://*.example.org`); tenants are provisioned under them. */
  publicOrigins: string[];
  /** Advice that does not stop the start (e.g. no Redis for a single process). */
  warnings: string[];
}

export type ProductionSettingsResult =
  { ok: true; settings: ProductionSettings } | { ok: false; problems: string[] };

/** Secrets shorter than this are refused: a JWT secret must resist offline guessing (HS256 keys of 256 bits). */
export const MIN_JWT_SECRET_LENGTH = 32;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One public origin as the gateway serves it: `https://host[:port]`, or a wildcard over one label of a domain
 * (`https://*.example.org`). Plain http only on the loopback (a gateway tried on one machine). Null when invalid.
 */
export function parsePublicOrigin(text: string): string | null {
  const trimmed = text.trim();
  const wildcard = /^https:\/\/\*\.([a-z0-9-]+(\.[a-z0-9-]+)+)(:\d{1,5})?$/i.exec(trimmed);
  if (wildcard) return trimmed.toLowerCase();
  // The rule tenants' origins follow (scheme, host and port only), then https unless on the loopback.
  const parsed = parseOrigin(trimmed);
  if (!parsed) return null;
  const { protocol, hostname } = new URL(parsed.origin);
  if (protocol === 'https:') return parsed.origin;
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') ? parsed.origin : null;
}

/** Whether `origin` (a tenant's) is one of the public origins, or under one of their wildcards. */
export function isServedOrigin(origin: string, publicOrigins: string[]): boolean {
  const candidate = parsePublicOrigin(origin);
  if (!candidate || candidate.includes('*')) return false;
  return publicOrigins.some((allowed) => {
    if (!allowed.includes('*')) return allowed === candidate;
    const [scheme, rest] = allowed.split('://*.');
    const url = new URL(candidate);
    const [domain, port = ''] = (rest ?? '').split(':');
    const label = url.hostname.slice(0, -(domain.length + 1));
    return (
      `${scheme}:` === url.protocol &&
      url.hostname.endsWith(`.${domain}`) &&
      /^[a-z0-9-]+$/.test(label) &&
      url.port === port
    );
  });
}

function smtpFrom(text: string): { url: string } | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'SMTP_URL is not a URL (smtp://user:password@relay.example.org:587 or smtps://…:465).';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return `SMTP_URL must start with smtp:// or smtps:// (it starts with ${url.protocol}//).`;
  }
  if (!url.hostname) return 'SMTP_URL names no host.';
  return { url: text };
}

/**
 * Reads and checks the production environment, and lists every problem at once (not the first only), each
 * naming its variable: a system administrator fixes them in one go.
 */
export function productionSettingsFrom(env: NodeJS.ProcessEnv): ProductionSettingsResult {
  const problems: string[] = [];
  const warnings: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';

  const databaseUrl = value('DATABASE_URL');
  if (!databaseUrl)
    problems.push('DATABASE_URL is missing: the PostgreSQL connection string (postgres://…).');
  else if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a PostgreSQL connection string (postgres://…); production does not run on SQLite.',
    );
  }

  const jwtSecret = value('JWT_SECRET');
  if (!jwtSecret)
    problems.push(
      `JWT_SECRET is missing: a random secret of at least ${MIN_JWT_SECRET_LENGTH} characters (e.g. openssl rand -base64 48).`,
    );
  else if (jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(
      `JWT_SECRET is too short: at least ${MIN_JWT_SECRET_LENGTH} characters (e.g. openssl rand -base64 48).`,
    );
  }

  const smtpUrl = value('SMTP_URL');
  let smtp: { url: string } | undefined;
  if (!smtpUrl)
    problems.push('SMTP_URL is missing: the mail relay (smtp://user:password@relay.example.org:587).');
  else {
    const parsed = smtpFrom(smtpUrl);
    if (typeof parsed === 'string') problems.push(parsed);
    else smtp = parsed;
  }

  const mailFrom = value('MAIL_FROM');
  if (!mailFrom)
    problems.push('MAIL_FROM is missing: the sender address of every email (Enlace <no-reply@example.org>).');
  else if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(mailFrom)) {
    problems.push('MAIL_FROM is not an email address (Enlace <no-reply@example.org>).');
  }

  const originsText = value('PUBLIC_ORIGINS');
  const publicOrigins: string[] = [];
  if (!originsText) {
    problems.push(
      'PUBLIC_ORIGINS is missing: the origins the gateway serves, separated by commas (https://enlace.example.org,https://*.enlace.example.org).',
    );
  } else {
    for (const item of originsText.split(',').filter((part) => part.trim())) {
      const origin = parsePublicOrigin(item);
      if (origin) publicOrigins.push(origin);
      else
        problems.push(
          `PUBLIC_ORIGINS: "${item.trim()}" is not an https origin (https://host[:port], or https://*.domain); plain http only on localhost.`,
        );
    }
  }

  const port = value('PORT') ? Number(value('PORT')) : 3000;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push('PORT must be a whole number from 1 to 65535.');
  const host = value('HOST') || '127.0.0.1';

  const redisUrl = value('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//i.test(redisUrl))
    problems.push('REDIS_URL must start with redis:// or rediss://.');
  if (!redisUrl) {
    warnings.push(
      'REDIS_URL is not set: sign-in counters and rate limits are kept by this process alone. Set it before running more than one API process.',
    );
  }
  if (!value('TRUST_PROXY')) {
    warnings.push(
      "TRUST_PROXY is not set: behind a gateway, the security log and the rate limits see the gateway's address instead of the client's.",
    );
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      host,
      port,
      publicOrigins,
      warnings,
      options: {
        databaseUrl,
        jwtSecret,
        smtp: smtp!,
        mailFrom,
        redisUrl: redisUrl || null,
        // Never the demo tenants and their published password; the schema is brought up to date by its own step.
        seedDemoData: false,
        schemaUpdates: 'require-current',
        mailTransport: 'smtp',
        // Every email through the PostgreSQL queue: a relay outage delays mail and loses none.
        mailQueue: 'durable',
      },
    },
  };
}
