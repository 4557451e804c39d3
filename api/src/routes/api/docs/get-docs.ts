import type { FastifyPluginAsync } from 'fastify';

export const getDocs: FastifyPluginAsync = async (app) => {
  const handler = async () => app.swagger();
  // The description is the same for every tenant; like every request, it is served on configured origins only.
  app.get('/docs', { schema: { hide: true } }, handler);
  app.get('/docs.json', { schema: { hide: true } }, handler);
};
