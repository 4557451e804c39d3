import type { Place, PlaceBody, PlaceScheduleRange } from '@enlace/shared/contracts';
import { DEFAULT_PLACE_CAPACITY_POLICY, type PlaceCapacityPolicy } from '@enlace/shared/domain';
import { type FormValuesOf, SPAIN_IRI, toNullablePayload } from '@enlace/shared/forms';

/** One range of the schedule as the form edits it (times `HH:MM`, empty while not typed). */
export type ScheduleRangeValues = PlaceScheduleRange;

/**
 * What the place form edits: every field a place's body takes (PLACE_FIELD_GROUPS), with the types of the place
 * as the API answers it, as form values.
 */
export type PlaceFormValues = Omit<
  FormValuesOf<Pick<Place, keyof PlaceBody>>,
  'capacity' | 'capacityPolicy'
> & {
  /** As typed (formik gives a number input's value as a number, or '' when empty); sent as a number. */
  capacity: string | number;
  /** Always one of the options: the form starts with the default. */
  capacityPolicy: PlaceCapacityPolicy;
};

// Places are in Spain like the organisations that use them: Spain is preselected.

export const emptyPlaceFormValues = (): PlaceFormValues => ({
  name: '',
  type: '',
  capacity: '',
  capacityPolicy: DEFAULT_PLACE_CAPACITY_POLICY,
  addressCountry: SPAIN_IRI,
  addressState: '',
  addressProvince: '',
  addressLocation: '',
  address: '',
  postalCode: '',
  accessStatus: 'access',
  accesible: false,
  hasProjector: false,
  hasComputer: false,
  hasWhiteboard: false,
  hasAirConditioning: false,
  schedules: [],
  availabilityNotes: '',
  observations: '',
});

/** The stored place as form values (null becomes an empty field). */
export const toPlaceFormValues = (place: Place): PlaceFormValues => ({
  name: place.name ?? '',
  type: place.type ?? '',
  capacity: String(place.capacity ?? ''),
  capacityPolicy: place.capacityPolicy ?? DEFAULT_PLACE_CAPACITY_POLICY,
  addressCountry: place.addressCountry ?? '',
  addressState: place.addressState ?? '',
  addressProvince: place.addressProvince ?? '',
  addressLocation: place.addressLocation ?? '',
  address: place.address ?? '',
  postalCode: place.postalCode ?? '',
  accessStatus: place.accessStatus ?? '',
  accesible: place.accesible,
  hasProjector: place.hasProjector,
  hasComputer: place.hasComputer,
  hasWhiteboard: place.hasWhiteboard,
  hasAirConditioning: place.hasAirConditioning,
  schedules: place.schedules.map(({ weekday, start, end }) => ({ weekday, start, end })),
  availabilityNotes: place.availabilityNotes ?? '',
  observations: place.observations ?? '',
});

/** A capacity typed as digits is a number; anything else goes as typed, for the shared rule to refuse. */
const capacityOf = (value: string | number) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** The API payload: empty texts are sent as null (a merge patch then clears them). */
export const toPlacePayload = (values: PlaceFormValues): Record<string, unknown> => ({
  ...toNullablePayload(values),
  capacity: capacityOf(values.capacity),
  schedules: values.schedules.map(({ weekday, start, end }) => ({ weekday, start, end })),
});
