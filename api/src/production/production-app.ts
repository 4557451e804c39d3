import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import { SchemaNotCurrentError } from '../plugins/database';
import { EXIT_CONFIGURATION, failWith } from './exit';
import { productionSettingsFrom, type ProductionSettings } from './production-settings';

/**
 * The API as production runs it, for `serve` and the commands that work in the same environment: stops with exit
 * 78 and every problem when the settings are wrong or the schema is behind the code.
 */
export async function buildProductionApp(
  env: NodeJS.ProcessEnv,
  logger: FastifyServerOptions['logger'],
): Promise<{ app: FastifyInstance; settings: ProductionSettings }> {
  const result = productionSettingsFrom(env);
  if (!result.ok) failWith(EXIT_CONFIGURATION, result.problems);
  try {
    return { app: await buildApp({ ...result.settings.options, logger }), settings: result.settings };
  } catch (error) {
    if (error instanceof SchemaNotCurrentError) failWith(EXIT_CONFIGURATION, [error.message]);
    throw error;
  }
}
