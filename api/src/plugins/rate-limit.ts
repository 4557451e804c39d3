import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

// Limits are declared per route (password reset, sign-up); each route counts per client address on its own, in
// Redis when there is one, so that every API process shares the counts. Sign-in failures have their own counters
// (login-throttle.ts).
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
      errorResponseBuilder: () =>
        new HttpError(
          429,
          'too-many-requests',
          'Demasiadas solicitudes; espera un minuto y vuelve a intentarlo.',
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
