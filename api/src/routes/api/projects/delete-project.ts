import { ProjectParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { projectIri, projectNotFound } from './project-shared';

export const deleteProject: ContractRoutes = async (app) => {
  app.delete(
    '/projects/:id',
    {
      preHandler: app.requirePermission('project:delete'),
      schema: {
        tags: ['projects'],
        summary:
          'Elimina un proyecto (cuando existan las actividades, un proyecto con actividades no se podrá eliminar)',
        security: [{ bearerAuth: [] }],
        params: ProjectParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const project = await app.projectsRepository.find(request, id);
      if (!project || !(await app.projectsRepository.remove(request, id))) throw projectNotFound();
      await app.securityLogRepository.record(request, {
        type: 'project-deleted',
        subject: { iri: projectIri(id) },
        details: { name: project.name },
      });
      return reply.code(204).send();
    },
  );
};
