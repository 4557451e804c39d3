import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  idParamsSchema,
  toVolunteerResource,
  volunteerNotFound,
  volunteerSchemaJson,
} from './volunteer-shared';

export const getVolunteer: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/volunteers/:id',
    {
      preHandler: app.requirePermission('volunteer:read'),
      schema: {
        tags: ['volunteers'],
        summary: 'Un voluntario con su perfil completo',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: withEtagHeader(volunteerSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const volunteer = await app.volunteersRepository.find(request, Number(request.params.id));
      if (!volunteer) throw volunteerNotFound();
      return withEntityTag(reply, volunteer.version, toVolunteerResource(volunteer));
    },
  );
};
