import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { projectSchema } from '@enlace/shared/domain';
import type { Project } from '@enlace/shared/domain';
import { toProjectPayload, type ProjectFormValues } from '../utils/project-form-values';

export const updateProjectInputSchema = projectSchema;

/** The form's fields but the status, which the close and re-open actions change. */
const editedFields = (values: ProjectFormValues) => {
  const { status: _status, ...fields } = toProjectPayload(values);
  return fields;
};

/** `PATCH /api/projects/{id}` (merge patch) with the form's fields. */
export const updateProject = (id: number, values: ProjectFormValues, ifMatch?: string): Promise<Project> =>
  apiPatch<Project>(`projects/${id}`, editedFields(values), { ifMatch });

/**
 * Resolves to the saved project, or undefined (violations are shown at their fields). With `ifMatch` (the
 * loaded record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a
 * toast.
 */
export function useUpdateProject(id: number, { ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) =>
      request(() => updateProject(id, values, ifMatch), {
        validation: { schema: updateProjectInputSchema, data: toProjectPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.project-updated',
        onResourceChanged,
      }),
    [id, ifMatch, onResourceChanged],
  );
}
