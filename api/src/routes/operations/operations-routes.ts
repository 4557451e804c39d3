import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';

/** Routes that carry no organisation's data and answer at any Host (probes and scrapers use addresses). */
export const OPERATIONAL_ROUTE = { operational: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered before the tenant is resolved: the process's own health and metrics. */
    operational?: boolean;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** With METRICS_TOKEN set, its bearer; without, only a scraper on this machine (the socket's own address). */
function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process runs (liveness). `/readyz`: it can serve, its database and Redis answering within two
 * seconds (readiness; while stopping, Fastify answers 503 to new requests). `/metrics`: Prometheus' text format.
 */
export const operationsRoutes: FastifyPluginAsync = async (app) => {
  const hidden = { hide: true };
  app.get('/healthz', { config: OPERATIONAL_ROUTE, schema: hidden }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { config: OPERATIONAL_ROUTE, schema: hidden }, async (request, reply) => {
    const checks: Record<string, 'ok' | 'failing'> = {};
    try {
      await withTimeout(sql`select 1`.execute(app.db), 2000);
      checks.database = 'ok';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      checks.database = 'failing';
    }
    if (app.redis) {
      try {
        await withTimeout(app.redis.ping(), 2000);
        checks.redis = 'ok';
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: Redis does not answer');
        checks.redis = 'failing';
      }
    }
    const ready = Object.values(checks).every((check) => check === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not-ready', checks });
  });

  app.get('/metrics', { config: OPERATIONAL_ROUTE, schema: hidden }, async (request, reply) => {
    if (!mayReadMetrics(request, app.config.metricsToken)) {
      return reply.code(404).header('cache-control', 'no-store').send();
    }
    return reply
      .header('content-type', app.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await app.metrics.registry.metrics());
  });
};
