import type { InterventionBody } from '@enlace/shared/contracts';
import type { Intervention, Mode } from '@enlace/shared/domain';
import type { FormValuesOf } from '@enlace/shared/forms';

export const COUNT_FIELDS = [
  'minVolunteers',
  'maxVolunteers',
  'minEmployees',
  'maxEmployees',
  'minBeneficiaries',
  'maxBeneficiaries',
] as const;

type CountField = (typeof COUNT_FIELDS)[number];

/**
 * What the intervention form edits: every field an intervention's body takes but its activity (the page's), with
 * the types of the intervention as the API answers it, as form values; its place as its IRI. The counts are typed
 * as text and sent as numbers: Formik keeps a number input's value as a number, or '' when it is emptied.
 */
export type InterventionFormValues = FormValuesOf<
  Pick<Intervention, Exclude<keyof InterventionBody, 'activity' | CountField>>
> & { [Field in CountField]: number | string };

/** A new intervention: on the activity's first day, in its mode, with sensible counts to adjust. */
export const emptyInterventionFormValues = (date: string, format: Mode | ''): InterventionFormValues => ({
  name: '',
  date,
  scheduleStart: '',
  scheduleEnd: '',
  format,
  place: '',
  minVolunteers: 0,
  maxVolunteers: 1,
  minEmployees: 0,
  maxEmployees: 0,
  minBeneficiaries: 0,
  maxBeneficiaries: 1,
  observations: '',
});

export const toInterventionFormValues = (intervention: Intervention): InterventionFormValues => ({
  name: intervention.name ?? '',
  date: intervention.date,
  scheduleStart: intervention.scheduleStart,
  scheduleEnd: intervention.scheduleEnd,
  format: intervention.format,
  place: intervention.place?.['@id'] ?? '',
  ...(Object.fromEntries(COUNT_FIELDS.map((field) => [field, intervention[field]])) as Record<
    (typeof COUNT_FIELDS)[number],
    number
  >),
  observations: intervention.observations ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value);
const countOf = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** The API payload (without the activity, which the creation adds). */
export const toInterventionPayload = (values: InterventionFormValues): InterventionBody => ({
  name: orNull(values.name),
  date: orNull(values.date),
  scheduleStart: orNull(values.scheduleStart),
  scheduleEnd: orNull(values.scheduleEnd),
  format: orNull(values.format),
  place: orNull(values.place),
  ...Object.fromEntries(COUNT_FIELDS.map((field) => [field, countOf(values[field])])),
  observations: orNull(values.observations),
});
