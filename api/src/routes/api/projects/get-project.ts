import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { idParamsSchema, projectNotFound, projectSchemaJson, toProjectResource } from './project-shared';

export const getProject: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/projects/:id',
    {
      preHandler: app.requirePermission('project:read'),
      schema: {
        tags: ['projects'],
        summary: 'Un proyecto',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: projectSchemaJson, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await app.projectsRepository.find(request, Number(request.params.id));
      if (!project) throw projectNotFound();
      return toProjectResource(project);
    },
  );
};
