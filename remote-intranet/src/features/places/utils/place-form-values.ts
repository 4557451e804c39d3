import {
  type AccessStatus,
  DEFAULT_PLACE_CAPACITY_POLICY,
  type Place,
  type PlaceCapacityPolicy,
  type PlaceType,
  type Weekday,
} from '@enlace/shared/domain';
import { SPAIN_IRI, toNullablePayload } from '@enlace/shared/forms';

/** One range of the schedule as the form edits it (times `HH:MM`, empty while not typed). */
export type ScheduleRangeValues = { weekday: Weekday; start: string; end: string };

/** What the place form edits: every field of PLACE_FIELD_GROUPS. */
export type PlaceFormValues = {
  name: string;
  type: PlaceType | '';
  /** As typed (formik gives a number input's value as a number, or '' when empty); sent as a number. */
  capacity: string | number;
  capacityPolicy: PlaceCapacityPolicy;
  addressCountry: string;
  addressState: string;
  addressProvince: string;
  addressLocation: string;
  address: string;
  postalCode: string;
  accessStatus: AccessStatus | '';
  accesible: boolean;
  hasProjector: boolean;
  hasComputer: boolean;
  hasWhiteboard: boolean;
  hasAirConditioning: boolean;
  /** Flat, in the order staff added them; the editor groups them by weekday. */
  schedules: ScheduleRangeValues[];
  availabilityNotes: string;
  observations: string;
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
