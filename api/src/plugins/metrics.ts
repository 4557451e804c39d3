import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      /** Emails handed to the relay, or not (`result`: sent, failed). */
      mails: Counter<'result'>;
    };
  }
}

// Each app has its own registry (the tests build many apps in one process). Requests are labelled by route
// pattern, never by the raw URL, so that ids and query strings cannot grow the series without bound.
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'enlace_' });
    const durations = new Histogram({
      name: 'enlace_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const mails = new Counter({
      name: 'enlace_mails_total',
      help: 'Emails handed to the mail relay, by result',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    app.decorate('metrics', { registry, mails });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      durations.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'metrics' },
);
