import { VolunteerParamsSchema, VolunteerSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { toVolunteerResource, volunteerNotFound } from './volunteer-shared';

export const getVolunteer: ContractRoutes = async (app) => {
  app.get(
    '/volunteers/:id',
    {
      preHandler: app.requirePermission('volunteer:read'),
      schema: {
        tags: ['volunteers'],
        summary: 'Un voluntario con su perfil completo',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        response: { 200: withEtagHeader(VolunteerSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const volunteer = await app.volunteersRepository.find(request, request.params.id);
      if (!volunteer) throw volunteerNotFound();
      return withEntityTag(reply, volunteer.version, toVolunteerResource(volunteer));
    },
  );
};
