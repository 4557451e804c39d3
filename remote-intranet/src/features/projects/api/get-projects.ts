import { apiGet } from '@enlace/shared/api';
import type { Collection, ProjectListItem, ProjectSortField } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import { queryKeys } from '../../../api/query-keys';

export const PROJECTS_PER_PAGE = 25;

export type ProjectListQuery = ListState<ProjectSortField, 'status'>;

/** `GET /api/projects` with the list's search, status filter, sort and page. */
export const getProjects = (query: ProjectListQuery): Promise<Collection<ProjectListItem>> =>
  apiGet<Collection<ProjectListItem>>('projects', {
    page: String(query.page),
    itemsPerPage: String(PROJECTS_PER_PAGE),
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.status ? { status: query.status } : {}),
    [`order[${query.sort}]`]: query.direction,
  });

/** The page of projects for a query; the previous page stays on screen while the next one loads. */
export function useProjects(query: ProjectListQuery) {
  const { q, status, page, sort, direction } = query;
  return useCollection(queryKeys.projects.list([q, status, page, sort, direction]), () =>
    getProjects({ q, status, page, sort, direction }),
  );
}
