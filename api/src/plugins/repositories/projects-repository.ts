import type { ProjectSortField, ProjectStatus } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database, Project, ProjectsTable } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import type { PageRequest } from '../../lib/collection';
import { HttpError } from '../../lib/http-error';
import type { SortDirection } from '../../lib/list-order';
import { normalizeForSearch } from '../../lib/normalize';
import { requestScope } from '../../lib/request-scope';
import { containsWord, searchWords } from '../../lib/search-words';
import { checkTierCap } from '../../lib/tier-usage';

export type { SortDirection };

export interface ProjectListFilter {
  /** Words of the project's name (accent- and case-free). */
  search?: string;
  status?: ProjectStatus;
  /** In priority order; the id breaks ties so that pages never overlap. */
  order: { field: ProjectSortField; direction: SortDirection }[];
}

/** What staff write about a project (create and update). */
export type ProjectValues = Pick<ProjectsTable, 'name' | 'description' | 'date_start' | 'date_end'> & {
  status: ProjectStatus;
};

export const projectListColumns = ['id', 'name', 'date_start', 'date_end', 'status', 'created_at'] as const;
export type ProjectListRow = Pick<Project, (typeof projectListColumns)[number]>;

export const projectHasActivities = () =>
  new HttpError(
    409,
    'project-has-activities',
    'El proyecto tiene actividades: cámbialas de proyecto o elimínalas antes de eliminarlo.',
  );

/**
 * The projects of the request's tenant. Every query filters by tenant (and, on PostgreSQL, row-level security
 * holds the same line), so no call reaches another tenant's project.
 */
export interface ProjectsRepository {
  list(
    request: FastifyRequest,
    filter: ProjectListFilter,
    page: PageRequest,
  ): Promise<{ rows: ProjectListRow[]; total: number }>;
  find(request: FastifyRequest, id: number): Promise<Project | undefined>;
  /** Creates the project; 409 `project-exceeds-limit` when an active one would pass the tier's cap. */
  create(request: FastifyRequest, values: ProjectValues): Promise<Project>;
  /** Saves the project; re-opening a closed one checks the cap like a creation. Undefined when it does not exist. */
  /** `version`: the one an If-Match named, claimed first (412 `resource-changed` when the row moved on). */
  update(
    request: FastifyRequest,
    id: number,
    values: ProjectValues,
    version?: number,
  ): Promise<Project | undefined>;
  /** Deletes the project; false when it does not exist. */
  remove(request: FastifyRequest, id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    projectsRepository: ProjectsRepository;
  }
}

const sortColumns = {
  name: 'name_key',
  dateStart: 'date_start',
} as const satisfies Record<ProjectSortField, keyof ProjectsTable>;

export function projectListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: ProjectListFilter,
  page: PageRequest,
) {
  const postgres = isPostgres(db);
  let query = db.selectFrom('projects').where('projects.tenant_id', '=', tenantId);
  if (filter.status) query = query.where('status', '=', filter.status);
  for (const word of searchWords(filter.search)) {
    query = query.where(containsWord(postgres, 'projects.name_key', word));
  }
  const count = query.select((eb) => eb.fn.countAll<number | string>().as('total'));
  let rows = query.select(projectListColumns.map((column) => `projects.${column}` as const));
  for (const { field, direction } of filter.order) rows = rows.orderBy(sortColumns[field], direction);
  // By name within the same start day; the id breaks the remaining ties.
  if (!filter.order.some(({ field }) => field === 'name')) rows = rows.orderBy('name_key', 'asc');
  rows = rows.orderBy('projects.id', filter.order[0]?.direction ?? 'asc');
  return { count, page: rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage) };
}

export const projectsRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const findIn = (db: Kysely<Database>, tenantId: number, id: number) =>
      db
        .selectFrom('projects')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    const toColumns = (values: ProjectValues) => ({ ...values, name_key: normalizeForSearch(values.name) });

    /** Refuses one more active project past the tier's cap, inside the write's transaction (tier-usage.ts). */
    const checkActiveCap = (db: Kysely<Database>, tenantId: number) => checkTierCap(db, tenantId, 'projects');

    app.decorate('projectsRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const queries = projectListQueries(db, tenantId, filter, page);
          const { total } = await queries.count.executeTakeFirstOrThrow();
          return { rows: await queries.page.execute(), total: Number(total) };
        }),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      create: (request, values) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (values.status === 'active') await checkActiveCap(db, tenantId);
          const now = nowIso();
          const { id } = await db
            .insertInto('projects')
            .values({ ...toColumns(values), tenant_id: tenantId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          return (await findIn(db, tenantId, id))!;
        }),

      update: (request, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'projects', tenantId, id, version))) return undefined;
          const current = await findIn(db, tenantId, id);
          if (!current) return undefined;
          // Re-opening a closed project counts like creating one; editing an active one does not.
          if (values.status === 'active' && current.status !== 'active') await checkActiveCap(db, tenantId);
          await db
            .updateTable('projects')
            .set({ ...toColumns(values), updated_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          return findIn(db, tenantId, id);
        }),

      remove: (request, id) =>
        scopedTransaction(request, async (db, tenantId) => {
          // A project that groups any activity stays: move or delete its activities first.
          const activity = await db
            .selectFrom('activities')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('project_id', '=', id)
            .executeTakeFirst();
          if (activity) throw projectHasActivities();
          const { numDeletedRows } = await db
            .deleteFrom('projects')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst();
          return Number(numDeletedRows) > 0;
        }),
    } satisfies ProjectsRepository);
  },
  { name: 'projects-repository', dependencies: ['database', 'tenancy'] },
);
