import { VolunteerBodySchema, VolunteerSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { newActivation } from '../../../lib/activation';
import { inviteNewVolunteer } from '../../../lib/volunteer-invitation';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { toVolunteerResource, validVolunteerValues, volunteerIri } from './volunteer-shared';

export const postVolunteer: ContractRoutes = async (app) => {
  app.post(
    '/volunteers',
    {
      preHandler: app.requirePermission('volunteer:create'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Da de alta un voluntario y le envía el correo de activación (422 email-already-exists; 409 volunteer-exceeds-limit según el plan). Si es menor, el tutor recibe el enlace para autorizar el voluntariado; por debajo de 16 años la invitación espera a esa autorización',
        security: [{ bearerAuth: [] }],
        body: VolunteerBodySchema,
        response: {
          201: withEtagHeader(VolunteerSchema),
          ...errors(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const values = await validVolunteerValues(app, request, request.body ?? {});
      const activation = newActivation();
      const volunteer = await app.volunteersRepository.create(request, values, activation);
      // The same invitation as the seed's invited account: the link opens /activate-account/{code}.
      await inviteNewVolunteer(app, request, volunteer, activation.code);
      return reply
        .code(201)
        .header('location', volunteerIri(volunteer.id))
        .send(withEntityTag(reply, volunteer.version, toVolunteerResource(volunteer)));
    },
  );
};
