import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import type { ApiError } from '@enlace/shared/api';
import { projectSchema } from '@enlace/shared/domain';
import type { Project } from '@enlace/shared/domain';
import { toProjectPayload, type ProjectFormValues } from '../utils/project-form-values';

export const createProjectInputSchema = projectSchema;

/** `POST /api/projects`. */
export const createProject = (values: ProjectFormValues): Promise<Project> =>
  apiPost<Project>('projects', toProjectPayload(values));

/**
 * Resolves to the new project, or undefined when the API refused it: violations go to their fields, and
 * `onError` lets the screen explain the tier's cap on active projects (`project-exceeds-limit`).
 */
export function useCreateProject(onError?: (error: ApiError) => void) {
  return useCallback(
    (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) =>
      request(() => createProject(values), {
        validation: { schema: createProjectInputSchema, data: toProjectPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.project-created',
        onError,
      }),
    [onError],
  );
}
