import type { FastifyInstance } from 'fastify';
import { buildProductionApp } from './production-app';
import { isServedOrigin } from './production-settings';

/**
 * One production API process: checks the environment (every problem listed, exit 78), checks that the schema is
 * current (exit 78 with the advice to migrate), listens, and on SIGTERM or SIGINT stops taking requests, lets the
 * ones in flight finish and exits 0.
 */
export async function serveProduction(
  env: NodeJS.ProcessEnv,
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  // JSON lines, one per request with its id (Fastify's reqId), for the log collector.
  const { app, settings } = await buildProductionApp(env, { level: env.LOG_LEVEL?.trim() || 'info' });
  if (extend) await extend(app);
  for (const warning of settings.warnings) app.log.warn(warning);

  const origins = await app.db.selectFrom('tenant_origins').select(['origin']).execute();
  const unserved = [...new Set(origins.map((row) => row.origin))].filter(
    (origin) => !isServedOrigin(origin, settings.publicOrigins),
  );
  if (unserved.length > 0) {
    app.log.warn({ origins: unserved }, 'Tenants answer at origins that PUBLIC_ORIGINS does not list');
  }

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'Stopping: finishing the requests in flight');
      void app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'Stopped with an error');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: settings.host, port: settings.port });
}
