import { OwnProfileSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { toOwnProfile } from './me-shared';

export const getMe: ContractRoutes = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.requirePermission('me:read'),
      schema: {
        tags: ['own profile'],
        summary:
          'El perfil propio de quien ha iniciado sesión (personal, voluntario o contacto de entidad); el de un voluntario incluye su perfil de voluntariado',
        security: [{ bearerAuth: [] }],
        response: { 200: withEtagHeader(OwnProfileSchema), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      return withEntityTag(reply, user.version, toOwnProfile(user));
    },
  );
};
