import type { Project as ProjectResource, ProjectBody, ProjectListItem } from '@enlace/shared/contracts';
import { type ProjectStatus, projectSchema, validateWith } from '@enlace/shared/domain';
import type { Project } from '../../../db/schema';
import { notFound, unprocessable, type Violation } from '../../../lib/http-error';
import { textOf } from '../../../lib/person-payload';
import { dateOnly } from '../../../lib/person-values';
import type { ProjectListRow, ProjectValues } from '../../../plugins/repositories/projects-repository';

export const projectNotFound = () => notFound('El proyecto no existe.');

export const projectIri = (id: number) => `/api/projects/${id}`;

export function toProjectListItem(row: ProjectListRow): ProjectListItem {
  return {
    '@id': projectIri(row.id),
    '@type': 'Project',
    id: row.id,
    name: row.name,
    dateStart: row.date_start,
    dateEnd: row.date_end,
    status: row.status as ProjectStatus,
    createdAt: row.created_at,
  };
}

export function toProjectResource(project: Project): ProjectResource & { '@context': string } {
  return {
    '@context': '/api/contexts/Project',
    ...toProjectListItem(project),
    description: project.description,
    updatedAt: project.updated_at,
  };
}

/** The stored project as a payload, the base a merge patch applies to (every field of the body). */
export function toProjectPayload(project: Project): Required<ProjectBody> {
  const { '@context': _context, ...resource } = toProjectResource(project);
  return resource;
}

/**
 * Validates a complete project payload (a creation, or the stored project with a patch merged in) with the
 * shared rules and returns the columns; 422 with every violation otherwise.
 */
export async function validProjectValues(payload: ProjectBody): Promise<ProjectValues> {
  const violations = (await validateWith(projectSchema, payload)) as Violation[];
  if (violations.length) throw unprocessable(violations);
  return {
    name: (textOf(payload.name) as string).replace(/\s+/g, ' '),
    description: textOf(payload.description),
    date_start: dateOnly(textOf(payload.dateStart)) as string,
    date_end: dateOnly(textOf(payload.dateEnd)),
    status: textOf(payload.status) as ProjectStatus,
  };
}
