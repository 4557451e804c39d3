import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
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
        response: { 200: withEtagHeader(projectSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = await app.projectsRepository.find(request, Number(request.params.id));
      if (!project) throw projectNotFound();
      return withEntityTag(reply, project.version, toProjectResource(project));
    },
  );
};
