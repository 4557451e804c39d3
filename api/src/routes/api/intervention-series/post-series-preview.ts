import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import type { InterventionBody } from '../interventions/intervention-shared';
import { seriesBodySchema, seriesPreviewSchemaJson, validSeriesInput } from './series-shared';

export const postSeriesPreview: FastifyPluginAsync = async (app) => {
  app.post<{ Body: InterventionBody }>(
    '/intervention_series/preview',
    {
      preHandler: app.requirePermission('intervention:create'),
      schema: {
        tags: ['interventions'],
        summary:
          'Comprueba una serie de sesiones sin guardar nada: cada día con las reglas del alta de una intervención (fechas de la actividad, solapes, horario y reservas del lugar, aforo) y, por día, las razones que impedirían guardarla; available: cuántas sesiones más admite la actividad según el plan. 422 con los errores de la serie (los de una sesión sola, repeat, weekdays, dateStart, ends, dateEnd, occurrences, skip); 409 activity-not-editable',
        security: [{ bearerAuth: [] }],
        body: seriesBodySchema,
        response: { 200: seriesPreviewSchemaJson, ...errors(400, 401, 403, 409, 413, 415, 422) },
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
