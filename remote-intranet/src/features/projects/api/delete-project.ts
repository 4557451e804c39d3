import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';

/** `DELETE /api/projects/{id}`. */
export const deleteProject = (id: number): Promise<void> => apiDelete<void>(`projects/${id}`);

/** Resolves to whether the project was deleted. */
export function useDeleteProject() {
  return useCallback(
    async (id: number) =>
      (await request(async () => (await deleteProject(id)) ?? null, {
        successMessage: 'api.success.project-deleted',
      })) !== undefined,
    [],
  );
}
