import fp from 'fastify-plugin';
import { type AreaRegistry, areaRegistry } from '../../releases/area-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes registry: the version of each area a tenant's pages load (docs/adr/0024-area-releases.md). */
    areaRegistry: AreaRegistry;
  }
}

export const areaRegistryRepositoryPlugin = fp(
  async (app) => {
    app.decorate('areaRegistry', areaRegistry(app.db));
  },
  { name: 'area-registry-repository', dependencies: ['database'] },
);
