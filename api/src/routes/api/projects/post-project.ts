import { ProjectBodySchema, ProjectSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { projectIri, toProjectResource, validProjectValues } from './project-shared';

export const postProject: ContractRoutes = async (app) => {
  app.post(
    '/projects',
    {
      preHandler: app.requirePermission('project:create'),
      schema: {
        tags: ['projects'],
        summary:
          'Da de alta un proyecto (422 date-start-after-date-end si la fecha de fin es anterior a la de inicio; 409 project-exceeds-limit si un proyecto activo más supera el plan)',
        security: [{ bearerAuth: [] }],
        body: ProjectBodySchema,
        response: {
          201: withEtagHeader(ProjectSchema),
          ...errors(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const values = await validProjectValues(request.body ?? {});
      const project = await app.projectsRepository.create(request, values);
      return reply
        .code(201)
        .header('location', projectIri(project.id))
        .send(withEntityTag(reply, project.version, toProjectResource(project)));
    },
  );
};
