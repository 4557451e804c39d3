import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { errors, idParamsSchema, resourceIdentityProperties } from '../../../lib/schemas';
import { userMay } from '../../../plugins/auth';

const userSchema = {
  type: 'object',
  required: ['@context', '@id', '@type', 'id', 'name', 'surname', 'profile'],
  properties: {
    '@context': { type: 'string' },
    ...resourceIdentityProperties,
    name: { type: 'string' },
    surname: { type: 'string' },
    profile: { type: 'string', enum: ['employee', 'volunteer', 'partner'] },
  },
} as const;

/**
 * `GET /api/users/{id}`: the account an IRI names (the `@id` of `/api/me`, of `validatedBy`, `promotedBy`…): its
 * name and profile. Staff read anyone of their organisation; anybody else only themselves. Not theirs: 404, as if
 * it did not exist. The person's record itself is at its list's address (`/api/volunteers/{id}`…).
 */
export const getUser: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['session'],
        summary:
          'Una cuenta de la organización por su IRI: nombre y perfil (el personal, cualquiera; los demás, la suya)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: userSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const me = request.currentUser!;
      const id = Number(request.params.id);
      if (id !== me.id && !userMay(me, 'employee:read')) throw notFound();
      const user = await app.usersRepository.findById(request, id);
      if (!user || user.deleted_at) throw notFound();
      return {
        '@context': '/api/contexts/User',
        '@id': `/api/users/${user.id}`,
        '@type': 'User',
        id: user.id,
        name: user.name,
        surname: user.surname,
        profile: user.profile,
      };
    },
  );
};
