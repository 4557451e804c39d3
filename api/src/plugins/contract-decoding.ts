import { type TSchema, TypeGuard } from '@sinclair/typebox';
import { HasTransform, TransformDecode } from '@sinclair/typebox/value';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

type DecodedPart = 'params' | 'query';

const hasTransform = (schema: unknown): schema is TSchema =>
  TypeGuard.IsSchema(schema) && HasTransform(schema, []);

/**
 * The path and the query carry text. A contract checks it as text (the validation and its errors are the usual
 * ones) and may decode it (an item's `{id}` becomes a number): the decoding runs once validation has passed,
 * before the route's own pre-handlers (permissions), so the handler reads what the contract's type says.
 */
export const contractDecodingPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const decoded: [DecodedPart, TSchema][] = [];
      if (hasTransform(route.schema?.params)) decoded.push(['params', route.schema.params as TSchema]);
      if (hasTransform(route.schema?.querystring))
        decoded.push(['query', route.schema.querystring as TSchema]);
      if (!decoded.length) return;
      const decode: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
        for (const [part, schema] of decoded) {
          // Ajv has validated the part already: only the transforms run (Value.Decode would check it again).
          (request as unknown as Record<DecodedPart, unknown>)[part] = TransformDecode(
            schema,
            [],
            request[part],
          );
        }
      };
      route.preHandler = [decode, ...[route.preHandler ?? []].flat()];
    });
  },
  { name: 'contract-decoding' },
);
