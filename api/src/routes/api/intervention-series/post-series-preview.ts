import { InterventionSeriesBodySchema, SeriesPreviewSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { validSeriesInput } from './series-shared';

export const postSeriesPreview: ContractRoutes = async (app) => {
  app.post(
    '/intervention_series/preview',
    {
      preHandler: app.requirePermission('intervention:create'),
      schema: {
        tags: ['interventions'],
        summary:
          'Comprueba una serie de sesiones sin guardar nada: cada día con las reglas del alta de una intervención (fechas de la actividad, solapes, horario y reservas del lugar, aforo) y, por día, las razones que impedirían guardarla; available: cuántas sesiones más admite la actividad según el plan. 422 con los errores de la serie (los de una sesión sola, repeat, weekdays, dateStart, ends, dateEnd, occurrences, skip); 409 activity-not-editable',
        security: [{ bearerAuth: [] }],
        body: InterventionSeriesBodySchema,
        response: { 200: SeriesPreviewSchema, ...errors(400, 401, 403, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const { activityId, values, days } = await validSeriesInput(request.body ?? {});
      const preview = await app.interventionSeriesRepository.preview(request, activityId, values, days);
      return {
        '@context': '/api/contexts/InterventionSeriesPreview',
        '@type': 'InterventionSeriesPreview',
        ...preview,
      };
    },
  );
};
