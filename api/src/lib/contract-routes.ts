import type { Static, StaticDecode, TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';

/**
 * Routes declared with the contracts of `@enlace/shared/contracts` see their params, query and body as the schemas
 * describe them (params decoded: `request.params.id` is a number), and their answers are checked against the
 * response schemas.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? StaticDecode<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** A plugin of routes declared with contracts. */
export type ContractRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ContractTypeProvider>;
