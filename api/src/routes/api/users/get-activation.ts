import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { codeParamsSchema, pendingUser } from './activation-shared';

export const getActivation: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    '/users/activate/:code',
    {
      schema: {
        tags: ['account'],
        summary: 'La cuenta pendiente de activar con este código',
        params: codeParamsSchema,
        response: {
          200: {
            type: 'object',
            properties: { email: { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' } },
          },
          ...errors(400, 404),
        },
      },
    },
    async (request) => {
      const user = await pendingUser(request, request.params.code);
      return { email: user.email, name: user.name, surname: user.surname };
    },
  );
};
