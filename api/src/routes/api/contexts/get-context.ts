import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';

const HYDRA = 'http://www.w3.org/ns/hydra/core#';

// The collections' words are Hydra's, as API Platform writes them; their links are IRIs.
const hydraTerms = {
  hydra: HYDRA,
  Collection: 'hydra:Collection',
  PartialCollectionView: 'hydra:PartialCollectionView',
  member: { '@id': 'hydra:member' },
  totalItems: 'hydra:totalItems',
  view: { '@id': 'hydra:view' },
  first: { '@id': 'hydra:first', '@type': '@id' },
  last: { '@id': 'hydra:last', '@type': '@id' },
  previous: { '@id': 'hydra:previous', '@type': '@id' },
  next: { '@id': 'hydra:next', '@type': '@id' },
};

/**
 * `GET /api/contexts/{type}`: the JSON-LD context every answer names in `@context`. Every other property belongs
 * to the API's own vocabulary (`@vocab`, whose IRI is the API's description), so that a JSON-LD processor
 * expands an answer with all its properties. The same for every type: the names mean the same everywhere.
 */
export const getContext: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { type: string } }>(
    '/contexts/:type',
    {
      schema: {
        tags: ['json-ld'],
        summary: 'El contexto JSON-LD de un tipo de recurso (el @context de sus respuestas)',
        params: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', maxLength: 64 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['@context'],
            properties: { '@context': { type: 'object', additionalProperties: true } },
          },
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      if (!/^[A-Z][A-Za-z]*$/.test(request.params.type)) throw notFound();
      const origin = `${request.protocol}://${request.host}`;
      void reply.header('content-type', 'application/ld+json; charset=utf-8');
      return { '@context': { '@vocab': `${origin}/api/docs#`, ...hydraTerms } };
    },
  );
};
