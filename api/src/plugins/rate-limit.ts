import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

// Limits are declared per route (login, password reset); each route counts per client address on its own.
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () =>
        new HttpError(
          429,
          'too-many-requests',
          'Demasiadas solicitudes; espera un minuto y vuelve a intentarlo.',
        ),
    });
  },
  { name: 'rate-limit' },
);
