import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A plugin with a scope of its own (as `register` gives one), named after its function. Fastify names an unnamed
 * plugin by searching every loaded module for it: for a few hundred routes that cost about two seconds of each
 * app's start under jest's module registry, and time at every start of the API.
 */
export function namedScope<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fp(plugin, { name: plugin.name, encapsulate: true });
}
