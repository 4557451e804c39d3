import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { normalizeForSearch } from '../../../../src/lib/normalize';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';

export { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

/** A complete, valid project payload. */
export function validProject(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Refuerzo escolar de primaria',
    description: 'Apoyo con los deberes dos tardes por semana.',
    dateStart: '2026-09-15',
    dateEnd: '2027-06-20',
    status: 'active',
    ...overrides,
  };
}

export interface StoredProject {
  name: string;
  status?: 'active' | 'closed';
  dateStart?: string;
  dateEnd?: string | null;
}

/** Projects written straight to the database (past the cap if need be); returns their ids. */
export async function insertProjects(
  app: FastifyInstance,
  tenantId: number,
  projects: StoredProject[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const project of projects) {
    const now = nowIso();
    const { id } = await app.db
      .insertInto('projects')
      .values({
        tenant_id: tenantId,
        name: project.name,
        name_key: normalizeForSearch(project.name),
        description: null,
        date_start: project.dateStart ?? '2026-01-01',
        date_end: project.dateEnd === undefined ? '2026-12-31' : project.dateEnd,
        status: project.status ?? 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/** How many active projects a tenant has. */
export async function activeProjects(app: FastifyInstance, tenantId: number): Promise<number> {
  const { count } = await app.db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** POST /api/projects with the given session. */
export const createProject = (app: FastifyInstance, headers: Record<string, string>, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(payload),
  });

/** PATCH /api/projects/{id} (merge patch) with the given session. */
export const patchProject = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  patch: object,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/projects/${id}`,
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(patch),
  });

export const messagesOf = (violations: { propertyPath: string; message: string }[], path: string) =>
  violations.filter((v) => v.propertyPath === path).map((v) => v.message);
