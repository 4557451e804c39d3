import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { myMfa, myMfaSchema } from './my-mfa-shared';

export const getMyMfa: FastifyPluginAsync = async (app) => {
  app.get(
    '/me/mfa',
    {
      preHandler: app.requirePermission('me:read'),
      schema: {
        tags: ['own profile'],
        summary:
          'La verificación en dos pasos propia: si está activada, si es obligatoria y cuántos códigos de recuperación quedan',
        security: [{ bearerAuth: [] }],
        response: { 200: myMfaSchema, ...errors(401) },
      },
    },
    async (request) => myMfa(app, request),
  );
};
