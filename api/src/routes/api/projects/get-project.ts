import { ProjectParamsSchema, ProjectSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { projectNotFound, toProjectResource } from './project-shared';

export const getProject: ContractRoutes = async (app) => {
  app.get(
    '/projects/:id',
    {
      preHandler: app.requirePermission('project:read'),
      schema: {
        tags: ['projects'],
        summary: 'Un proyecto',
        security: [{ bearerAuth: [] }],
        params: ProjectParamsSchema,
        response: { 200: withEtagHeader(ProjectSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = await app.projectsRepository.find(request, request.params.id);
      if (!project) throw projectNotFound();
      return withEntityTag(reply, project.version, toProjectResource(project));
    },
  );
};
