import { type ProjectStatus, projectSchema, validateWith } from '@enlace/shared/domain';
import type { Project } from '../../../db/schema';
import { notFound, unprocessable, type Violation } from '../../../lib/http-error';
import { textBody, textOf } from '../../../lib/person-payload';
import { dateOnly } from '../../../lib/person-values';
import { nullableString, resourceIdentityProperties } from '../../../lib/schemas';
import type { ProjectListRow, ProjectValues } from '../../../plugins/repositories/projects-repository';

/** The project payload as the client sends it. */
export type ProjectBody = Record<string, unknown>;

export const projectNotFound = () => notFound('El proyecto no existe.');

export const projectIri = (id: number) => `/api/projects/${id}`;

export { idParamsSchema } from '../../../lib/schemas';

const text = textBody;

// The JSON type check only (no coercion); the rules themselves are the shared projectSchema's.
export const projectBodySchema = {
  type: 'object',
  properties: {
    name: text(1024),
    description: text(10_000),
    dateStart: text(64),
    dateEnd: text(64),
    status: text(64),
  },
} as const;

export const projectListItemSchema = {
  type: 'object',
  properties: {
    ...resourceIdentityProperties,
    name: { type: 'string' },
    dateStart: { type: 'string' },
    dateEnd: nullableString,
    status: { type: 'string', enum: ['active', 'closed'] },
    createdAt: { type: 'string' },
  },
} as const;

export const projectSchemaJson = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    ...projectListItemSchema.properties,
    description: nullableString,
    updatedAt: { type: 'string' },
  },
} as const;

export function toProjectListItem(row: ProjectListRow) {
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

export function toProjectResource(project: Project) {
  return {
    '@context': '/api/contexts/Project',
    ...toProjectListItem(project),
    description: project.description,
    updatedAt: project.updated_at,
  };
}

/** The stored project as a payload, the base a merge patch applies to. */
export function toProjectPayload(project: Project): ProjectBody {
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
