import {
  CollectionOf,
  type IdParams,
  OwnInterventionSchema,
  volunteerAreaPageQueryProperties,
  VolunteerParamsSchema,
} from '@enlace/shared/contracts';
import { Type } from '@sinclair/typebox';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors, nullableString } from '../../../lib/schemas';
import { localNow, type OwnInterventionsWhen } from '../../../plugins/repositories/volunteer-area-repository';
import {
  OWN_INTERVENTIONS_PER_PAGE,
  ownInterventionMember,
  volunteerAreaPage,
} from '../available-activities/available-activity-shared';
import { volunteerIri, volunteerNotFound } from './volunteer-shared';

type Query = { when?: OwnInterventionsWhen; page?: string; itemsPerPage?: string };

// Described here until its resource has a contract.
const memberSchema = Type.Unsafe({
  type: 'object',
  properties: {
    ...OwnInterventionSchema.properties,
    name: nullableString,
    participationStatus: { type: 'string' },
  },
} as const);

/** `GET /api/volunteers/{id}/interventions?when=upcoming|past`: a volunteer's sessions, for their record. */
export const getVolunteerInterventions: ContractRoutes = async (app) => {
  // The params are the contract's (the id a number); the query is the volunteer area's.
  app.get<{ Params: IdParams; Querystring: Query }>(
    '/volunteers/:id/interventions',
    {
      preHandler: app.requirePermission('volunteer:read'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Las intervenciones en las que participa un voluntario, con su estado de participación: when=upcoming (las próximas, la más cercana primero; por defecto) o past (las completadas, la más reciente primero)',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            when: { type: 'string', enum: ['upcoming', 'past'] },
            ...volunteerAreaPageQueryProperties,
          },
        },
        response: { 200: CollectionOf(memberSchema), ...errors(400, 401, 403, 404) },
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
        members: rows.map((row) => ({
          ...ownInterventionMember(row, (activityId) => `/api/activities/${activityId}`),
          name: row.name,
          participationStatus: row.participation_status,
        })),
        totalItems: total,
        page,
        filters: { when },
      });
    },
  );
};
