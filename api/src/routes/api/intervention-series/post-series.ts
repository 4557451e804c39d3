import { InterventionSeriesBodySchema, InterventionSeriesSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { seriesIri } from '../../../plugins/repositories/intervention-series-repository';
import { activityIri } from '../activities/activity-shared';
import { toInterventionResource } from '../interventions/intervention-shared';
import { validSeriesInput } from './series-shared';

export const postSeries: ContractRoutes = async (app) => {
  app.post(
    '/intervention_series',
    {
      preHandler: app.requirePermission('intervention:create'),
      schema: {
        tags: ['interventions'],
        summary:
          'Da de alta una serie de sesiones de una actividad en un paso, todas o ninguna: los mismos campos que una intervención salvo el día, y los días (repeat weekly|weekdays, weekdays, dateStart, ends on-date|after-count, dateEnd, occurrences, skip: los días desmarcados). Cada día se vuelve a comprobar con las reglas del alta: 422 con las de cada día en sessions[i].<campo> y el día en params.date; 409 intervention-exceeds-limit, activity-not-editable',
        security: [{ bearerAuth: [] }],
        body: InterventionSeriesBodySchema,
        response: { 201: InterventionSeriesSchema, ...errors(400, 401, 403, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { activityId, values, days } = await validSeriesInput(request.body ?? {});
      const series = await app.interventionSeriesRepository.create(request, activityId, values, days);
      return reply
        .code(201)
        .header('location', seriesIri(series.id))
        .send({
          '@context': '/api/contexts/InterventionSeries',
          '@id': seriesIri(series.id),
          '@type': 'InterventionSeries',
          id: series.id,
          activity: activityIri(activityId),
          member: series.sessions.map((row) => toInterventionResource(row)),
        });
    },
  );
};
