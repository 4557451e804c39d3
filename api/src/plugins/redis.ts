import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when `REDIS_URL` is set (several API processes); null with one process and no Redis. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(redisUrl, {
      keyPrefix: redisKeyPrefix,
      // A request waits for a Redis that is restarting for a short while, then fails instead of hanging.
      maxRetriesPerRequest: 2,
      connectTimeout: 5000,
      lazyConnect: true,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
