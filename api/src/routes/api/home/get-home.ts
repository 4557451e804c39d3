import type { FastifyPluginAsync } from 'fastify';
import { rolesOf } from '../../../lib/roles-of';
import { errors, resourceIdentityProperties } from '../../../lib/schemas';

const userSchema = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    ...resourceIdentityProperties,
    name: { type: 'string' },
    surnames: { type: 'string' },
    email: { type: 'string' },
    profile: { type: 'string', enum: ['employee', 'volunteer', 'partner'] },
    roles: { type: 'array', items: { type: 'string' } },
    available_profiles: { type: 'array', items: { type: 'string' } },
    validated: { type: 'boolean' },
  },
};

export const getHome: FastifyPluginAsync = async (app) => {
  app.get(
    '/home',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['session'],
        summary: 'El usuario que ha iniciado sesión',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      const roles = rolesOf(user);
      return {
        '@context': '/api/contexts/User',
        '@id': `/api/users/${user.id}`,
        '@type': 'User',
        id: user.id,
        name: user.name,
        surnames: user.surname,
        email: user.email,
        profile: user.profile,
        roles,
        available_profiles: [user.profile],
        validated: user.validated_at !== null,
      };
    },
  );
};
