import { InterventionBodySchema, InterventionSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  activityIdOf,
  interventionIri,
  toInterventionResource,
  validInterventionValues,
} from './intervention-shared';

export const postIntervention: ContractRoutes = async (app) => {
  app.post(
    '/interventions',
    {
      preHandler: app.requirePermission('intervention:create'),
      schema: {
        tags: ['interventions'],
        summary:
          'Da de alta una intervención de una actividad (activity: IRI). 422 intervention-date-range-error (fuera de las fechas de la actividad), intervention-time-overlap-error (se solapa con otra de la actividad), place-not-available-at-that-time (el lugar está cerrado según su horario), schedule-conflict-with-another-intervention (el lugar ya está reservado), place-capacity-exceeded en los máximos (la sesión prevé más personas de las que caben y el lugar no lo permite); si el lugar solo avisa, se guarda y capacityWarning lo dice; 409 activity-not-editable, intervention-exceeds-limit',
        security: [{ bearerAuth: [] }],
        body: InterventionBodySchema,
        response: {
          201: withEtagHeader(InterventionSchema),
          ...errors(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const activityId = activityIdOf(body.activity);
      const values = await validInterventionValues(body);
      const intervention = await app.interventionsRepository.create(request, activityId, values);
      return reply
        .code(201)
        .header('location', interventionIri(intervention.id))
        .send(
          withEntityTag(reply, intervention.version, {
            '@context': '/api/contexts/Intervention',
            ...toInterventionResource(intervention),
          }),
        );
    },
  );
};
