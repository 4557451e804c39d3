import {
  type VolunteerIntervention,
  VolunteerInterventionListSchema,
  VolunteerInterventionsQuerySchema,
  VolunteerParamsSchema,
} from '@enlace/shared/contracts';
import type { ParticipantStatus } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import { localNow, type OwnInterventionRow } from '../../../plugins/repositories/volunteer-area-repository';
import {
  OWN_INTERVENTIONS_PER_PAGE,
  ownInterventionMember,
  volunteerAreaPage,
} from '../available-activities/available-activity-shared';
import { volunteerIri, volunteerNotFound } from './volunteer-shared';

const toVolunteerIntervention = (row: OwnInterventionRow): VolunteerIntervention => ({
  ...ownInterventionMember(row, (activityId) => `/api/activities/${activityId}`),
  name: row.name,
  // The participants' table holds only the participants' statuses.
  participationStatus: row.participation_status as ParticipantStatus,
});

/** `GET /api/volunteers/{id}/interventions?when=upcoming|past`: a volunteer's sessions, for their record. */
export const getVolunteerInterventions: ContractRoutes = async (app) => {
  app.get(
    '/volunteers/:id/interventions',
    {
      preHandler: app.requirePermission('volunteer:read'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Las intervenciones en las que participa un voluntario, con su estado de participación: when=upcoming (las próximas, la más cercana primero; por defecto) o past (las completadas, la más reciente primero)',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        querystring: VolunteerInterventionsQuerySchema,
        response: { 200: VolunteerInterventionListSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Another tenant's volunteer, a deleted one or a staff account answers like an unknown one.
      if (!(await app.volunteersRepository.find(request, id))) throw volunteerNotFound();
      const when = request.query.when ?? 'upcoming';
      const page = volunteerAreaPage(request.query, OWN_INTERVENTIONS_PER_PAGE);
      const { rows, total } = await app.volunteerAreaRepository.ownInterventions(
        request,
        id,
        when,
        page,
        localNow(),
      );
      return collection({
        iri: `${volunteerIri(id)}/interventions`,
        type: 'Intervention',
        members: rows.map(toVolunteerIntervention),
        totalItems: total,
        page,
        filters: { when },
      });
    },
  );
};
