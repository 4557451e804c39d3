import { apiGet } from '@enlace/shared/api';
import type { Project } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/projects/{id}`; 404 for an unknown id or another tenant's project. */
export const getProject = (id: string): Promise<Project> =>
  apiGet<Project>(`projects/${encodeURIComponent(id)}`);

export const useProject = (id: string) => useResource(queryKeys.projects.detail(id), () => getProject(id));
