import type { ActivityBody } from '@enlace/shared/contracts';
import type { Activity } from '@enlace/shared/domain';
import type { FormValuesOf } from '@enlace/shared/forms';

/**
 * What the activity form edits: every field an activity's body takes but its status (moved by its own actions),
 * with the types of the activity as the API answers it, as form values; its project, coordinator and partners as
 * their IRIs, as the body takes them.
 */
export type ActivityFormValues = FormValuesOf<Pick<Activity, Exclude<keyof ActivityBody, 'status'>>>;

export const emptyActivityFormValues = (): ActivityFormValues => ({
  name: '',
  description: '',
  type: '',
  mode: '',
  project: '',
  coordinator: '',
  partners: [],
  dateStart: '',
  dateEnd: '',
});

/** The stored activity as form values (null becomes an empty field). */
export const toActivityFormValues = (activity: Activity): ActivityFormValues => ({
  name: activity.name,
  description: activity.description ?? '',
  type: activity.type,
  mode: activity.mode,
  project: activity.project?.['@id'] ?? '',
  coordinator: activity.coordinator['@id'],
  partners: activity.partners.map((partner) => partner['@id']),
  dateStart: activity.dateStart,
  dateEnd: activity.dateEnd,
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The API payload: empty fields are sent as null (a merge patch then clears them). */
export const toActivityPayload = (values: ActivityFormValues): ActivityBody => ({
  name: orNull(values.name),
  description: orNull(values.description),
  type: orNull(values.type),
  mode: orNull(values.mode),
  project: orNull(values.project),
  coordinator: orNull(values.coordinator),
  partners: values.partners,
  dateStart: orNull(values.dateStart),
  dateEnd: orNull(values.dateEnd),
});
