import fp from 'fastify-plugin';
import type { ResolvedOptions } from '../options';

declare module 'fastify' {
  interface FastifyInstance {
    config: ResolvedOptions;
  }
}

export const configPlugin = fp<{ resolved: ResolvedOptions }>(
  async (app, { resolved }) => {
    app.decorate('config', resolved);
  },
  { name: 'config' },
);
