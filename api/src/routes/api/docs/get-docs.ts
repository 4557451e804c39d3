import type { FastifyPluginAsync } from 'fastify';

export const getDocs: FastifyPluginAsync = async (app) => {
  const handler = async () => app.swagger();
  // The description is the same for every tenant, so these answer on any host.
  app.get('/docs', { config: { tenant: false }, schema: { hide: true } }, handler);
  app.get('/docs.json', { config: { tenant: false }, schema: { hide: true } }, handler);
};
