import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
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
export const updateProject = (id: number, values: ProjectFormValues): Promise<Project> =>
  apiPatch<Project>(`projects/${id}`, editedFields(values));

/** Resolves to the saved project, or undefined (violations are shown at their fields). */
export function useUpdateProject(id: number) {
  return useCallback(
    (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) =>
      request(() => updateProject(id, values), {
        validation: { schema: updateProjectInputSchema, data: toProjectPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.project-updated',
      }),
    [id],
  );
}
