import type { FastifyPluginAsync } from 'fastify';
import { errors, nullableString } from '../../../lib/schemas';
import { codeParamsSchema, pendingUser } from './activation-shared';

export const getActivation: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    '/users/activate/:code',
    {
      schema: {
        tags: ['account'],
        summary:
          'La cuenta pendiente de activar con este código, con lo que la persona ya dio (el alta pública guarda su móvil y su fecha de nacimiento)',
        params: codeParamsSchema,
        response: {
          200: {
            type: 'object',
            properties: {
              email: { type: 'string' },
              name: { type: 'string' },
              surname: { type: 'string' },
              phonePrefixMobile: nullableString,
              phoneMobile: nullableString,
              birthday: nullableString,
            },
          },
          ...errors(400, 404),
        },
      },
    },
    async (request) => {
      const user = await pendingUser(request, request.params.code);
      return {
        email: user.email,
        name: user.name,
        surname: user.surname,
        phonePrefixMobile: user.phone_prefix_mobile,
        phoneMobile: user.phone_mobile,
        birthday: user.birthday,
      };
    },
  );
};
