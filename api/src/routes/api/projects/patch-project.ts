import {
  type ProjectBody,
  ProjectBodySchema,
  ProjectParamsSchema,
  ProjectSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { projectNotFound, toProjectPayload, toProjectResource, validProjectValues } from './project-shared';

export const patchProject: ContractRoutes = async (app) => {
  app.patch(
    '/projects/:id',
    {
      preHandler: app.requirePermission('project:update'),
      schema: {
        tags: ['projects'],
        summary:
          'Modifica un proyecto (merge-patch; null borra un valor), también para cerrarlo (status closed) o reabrirlo (status active: 409 project-exceeds-limit si supera el plan); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: ProjectParamsSchema,
        headers: ifMatchHeadersSchema,
        body: ProjectBodySchema,
        response: {
          200: withEtagHeader(ProjectSchema),
          ...errors(400, 401, 403, 404, 409, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.projectsRepository.find(request, id);
      if (!current) throw projectNotFound();
      const version = await versionToClaim(request, current.version, () => toProjectResource(current));
      // The result of the patch must be a valid project: a required field cannot be patched away.
      const merged = mergePatch(toProjectPayload(current), request.body ?? {}) as ProjectBody;
      const values = await validProjectValues(merged);
      const updated = await app.projectsRepository.update(request, id, values, version);
      if (!updated) throw projectNotFound();
      return withEntityTag(reply, updated.version, toProjectResource(updated));
    },
  );
};
