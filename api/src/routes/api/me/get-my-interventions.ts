import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import { localNow, type OwnInterventionsWhen } from '../../../plugins/repositories/volunteer-area-repository';
import {
  OWN_INTERVENTIONS_PER_PAGE,
  ownInterventionMember,
  ownInterventionProperties,
  requireVolunteer,
  volunteerAreaPage,
  volunteerAreaPageQuery,
} from '../available-activities/available-activity-shared';

type Query = { when?: OwnInterventionsWhen; page?: string; itemsPerPage?: string };

const memberSchema = { type: 'object', properties: ownInterventionProperties } as const;

/** `GET /api/me/interventions?when=upcoming|past`: the caller's own participations as a volunteer. */
export const getMyInterventions: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/me/interventions',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Las intervenciones en las que participa el voluntario: when=upcoming (las próximas, la más cercana primero; por defecto) o past (las completadas, la más reciente primero) (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          properties: { when: { type: 'string', enum: ['upcoming', 'past'] }, ...volunteerAreaPageQuery },
        },
        response: { 200: collectionSchema(memberSchema), ...errors(400, 401, 403, 404) },
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
