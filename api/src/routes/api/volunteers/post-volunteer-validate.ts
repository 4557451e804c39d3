import type { FastifyPluginAsync } from 'fastify';
import { mailVolunteerValidated } from '../../../lib/programme-mail';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  idParamsSchema,
  toVolunteerResource,
  volunteerIri,
  volunteerNotFound,
  volunteerSchemaJson,
} from './volunteer-shared';

export const postVolunteerValidate: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>(
    '/volunteers/:id/validate',
    {
      preHandler: app.requirePermission('volunteer:validate'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Valida a un voluntario: guarda validatedAt y quién lo validó, y le escribe que ya puede inscribirse (validar de nuevo no cambia nada)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: withEtagHeader(volunteerSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const result = await app.volunteersRepository.validate(request, id, request.currentUser!.id);
      if (!result) throw volunteerNotFound();
      if (result.validatedNow) {
        await app.securityLogRepository.record(request, {
          type: 'volunteer-validated',
          subject: { userId: id, iri: volunteerIri(id) },
        });
        mailVolunteerValidated(app, request, id);
      }
      return withEntityTag(reply, result.volunteer.version, toVolunteerResource(result.volunteer));
    },
  );
};
