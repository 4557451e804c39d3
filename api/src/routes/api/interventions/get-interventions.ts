import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema, paginationQuerySchema } from '../../../lib/collection';
import { idFromIri } from '../../../lib/iri';
import { badQueryParameter } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import { activityNotFound } from '../activities/activity-shared';
import { interventionSchemaJson, toInterventionResource } from './intervention-shared';

type InterventionsQuery = { activity?: string; page?: string; itemsPerPage?: string };

const { page, itemsPerPage } = paginationQuerySchema;

export const getInterventions: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: InterventionsQuery }>(
    '/interventions',
    {
      preHandler: app.requirePermission('intervention:list'),
      schema: {
        tags: ['interventions'],
        summary:
          'Las intervenciones de una actividad (activity: id o IRI, obligatorio), por día y hora, con sus recuentos de participantes',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          required: ['activity'],
          properties: { activity: { type: 'string', maxLength: 64 }, page, itemsPerPage },
        },
        response: { 200: collectionSchema(interventionSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const activityId = idFromIri(query.activity, 'activities');
      if (activityId === undefined) throw badQueryParameter('activity');
      // Another tenant's activity answers like an unknown one.
      if (!(await app.activitiesRepository.find(request, activityId))) throw activityNotFound();
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 100), 200),
        paginate: true,
      };
      const { rows, total } = await app.interventionsRepository.list(request, activityId, pageRequest);
      const now = new Date();
      return collection({
        iri: '/api/interventions',
        type: 'Intervention',
        members: rows.map((row) => toInterventionResource(row, now)),
        totalItems: total,
        page: pageRequest,
        filters: { activity: query.activity },
      });
    },
  );
};
