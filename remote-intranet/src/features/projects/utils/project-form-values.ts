import type { Project, ProjectBody } from '@enlace/shared/contracts';
import { type FormValuesOf, toNullablePayload } from '@enlace/shared/forms';

/**
 * What the project form edits: every field a project's body takes, as form values; the status is chosen on
 * creation and changed later by closing or re-opening.
 */
export type ProjectFormValues = FormValuesOf<Pick<Project, keyof ProjectBody>>;

export const emptyProjectFormValues = (): ProjectFormValues => ({
  name: '',
  description: '',
  dateStart: '',
  dateEnd: '',
  status: 'active',
});

/** The stored project as form values (null becomes an empty field). */
export const toProjectFormValues = (project: Project): ProjectFormValues => ({
  name: project.name ?? '',
  description: project.description ?? '',
  dateStart: project.dateStart ?? '',
  dateEnd: project.dateEnd ?? '',
  status: project.status,
});

/** The API payload: empty fields are sent as null (a merge patch then clears them). */
export const toProjectPayload = (values: ProjectFormValues): Record<string, unknown> =>
  toNullablePayload(values);
