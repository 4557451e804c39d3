import { CollectionOf, OwnInterventionSchema, OwnInterventionsQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import { localNow } from '../../../plugins/repositories/volunteer-area-repository';
import {
  OWN_INTERVENTIONS_PER_PAGE,
  ownInterventionMember,
  requireVolunteer,
  volunteerAreaPage,
} from '../available-activities/available-activity-shared';

/** `GET /api/me/interventions?when=upcoming|past`: the caller's own participations as a volunteer. */
export const getMyInterventions: ContractRoutes = async (app) => {
  app.get(
    '/me/interventions',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Las intervenciones en las que participa el voluntario: when=upcoming (las próximas, la más cercana primero; por defecto) o past (las completadas, la más reciente primero) (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        querystring: OwnInterventionsQuerySchema,
        response: { 200: CollectionOf(OwnInterventionSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const when = request.query.when ?? 'upcoming';
      const page = volunteerAreaPage(request.query, OWN_INTERVENTIONS_PER_PAGE);
      const { rows, total } = await app.volunteerAreaRepository.ownInterventions(
        request,
        request.currentUser!.id,
        when,
        page,
        localNow(),
      );
      return collection({
        iri: '/api/me/interventions',
        type: 'Intervention',
        members: rows.map((row) => ownInterventionMember(row, (id) => `/api/available_activities/${id}`)),
        totalItems: total,
        page,
        filters: { when },
      });
    },
  );
};
