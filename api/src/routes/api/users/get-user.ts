import { UserAccountSchema, UserParamsSchema } from '@enlace/shared/contracts';
import type { Profile } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { notFound } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { userMay } from '../../../plugins/auth';

/**
 * `GET /api/users/{id}`: the account an IRI names (the `@id` of `/api/me`, of `validatedBy`, `promotedBy`…): its
 * name and profile. Staff read anyone of their organisation; anybody else only themselves. Not theirs: 404, as if
 * it did not exist. The person's record itself is at its list's address (`/api/volunteers/{id}`…).
 */
export const getUser: ContractRoutes = async (app) => {
  app.get(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['session'],
        summary:
          'Una cuenta de la organización por su IRI: nombre y perfil (el personal, cualquiera; los demás, la suya)',
        security: [{ bearerAuth: [] }],
        params: UserParamsSchema,
        response: { 200: UserAccountSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const me = request.currentUser!;
      const { id } = request.params;
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
        profile: user.profile as Profile,
      };
    },
  );
};
