import { useCallback } from 'react';
import { apiPatch, request } from '@enlace/shared/api';
import type { ApiError } from '@enlace/shared/api';
import type { Project, ProjectStatus } from '@enlace/shared/domain';

/** `PATCH /api/projects/{id}` with the status only: closes a project or re-opens it. */
export const setProjectStatus = (id: number, status: ProjectStatus): Promise<Project> =>
  apiPatch<Project>(`projects/${id}`, { status });

/**
 * Resolves to the saved project, or undefined; `onError` lets the screen explain why re-opening was refused
 * (`project-exceeds-limit`: the plan's active projects are all in use).
 */
export function useSetProjectStatus(onError?: (error: ApiError) => void) {
  return useCallback(
    (id: number, status: ProjectStatus) =>
      request(() => setProjectStatus(id, status), {
        successMessage: status === 'closed' ? 'api.success.project-closed' : 'api.success.project-reopened',
        onError,
      }),
    [onError],
  );
}
