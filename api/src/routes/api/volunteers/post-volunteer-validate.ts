import { VolunteerParamsSchema, VolunteerSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailVolunteerValidated } from '../../../lib/programme-mail';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { toVolunteerResource, volunteerIri, volunteerNotFound } from './volunteer-shared';

export const postVolunteerValidate: ContractRoutes = async (app) => {
  app.post(
    '/volunteers/:id/validate',
    {
      preHandler: app.requirePermission('volunteer:validate'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Valida a un voluntario: guarda validatedAt y quién lo validó, y le escribe que ya puede inscribirse (validar de nuevo no cambia nada)',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        response: { 200: withEtagHeader(VolunteerSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
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
