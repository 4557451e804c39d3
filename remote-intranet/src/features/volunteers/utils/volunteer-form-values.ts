import { WEEKDAYS } from '@enlace/shared/domain';
import type {
  DisabilityType,
  HowWeMet,
  SkillArea,
  TimeOfDay,
  Volunteer,
  VolunteerAvailability,
  VolunteerTrait,
  Weekday,
} from '@enlace/shared/domain';

/** What the volunteer form edits: every field of VOLUNTEER_FIELD_GROUPS but the read-only status ones. */
export type VolunteerFormValues = {
  name: string;
  surname: string;
  identificationType: string;
  identification: string;
  sex: string;
  birthday: string;
  disability: DisabilityType[];
  email: string;
  phonePrefixMobile: string;
  phoneMobile: string;
  phonePrefix: string;
  phone: string;
  addressCountry: string;
  addressState: string;
  addressProvince: string;
  addressLocation: string;
  address: string;
  postalCode: string;
  skills: SkillArea[];
  availability: Record<Weekday, TimeOfDay[]>;
  traits: VolunteerTrait[];
  aboutMe: string;
  howWeMet: HowWeMet | '';
  inactive: boolean;
};

// Spain is preselected for a new person: most people of the organisations live there (ISO 3166 numeric 724).
const SPAIN_IRI = '/api/countries/724';
const SPAIN_PHONE_PREFIX = '+34';

/** Every weekday, empty when absent: a merge patch then also clears the days that were unticked. */
const fullAvailability = (availability: VolunteerAvailability = {}): Record<Weekday, TimeOfDay[]> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, availability[day] ?? []])) as Record<Weekday, TimeOfDay[]>;

export const emptyVolunteerFormValues = (): VolunteerFormValues => ({
  name: '',
  surname: '',
  identificationType: '',
  identification: '',
  sex: '',
  birthday: '',
  disability: [],
  email: '',
  phonePrefixMobile: SPAIN_PHONE_PREFIX,
  phoneMobile: '',
  phonePrefix: '',
  phone: '',
  addressCountry: SPAIN_IRI,
  addressState: '',
  addressProvince: '',
  addressLocation: '',
  address: '',
  postalCode: '',
  skills: [],
  availability: fullAvailability(),
  traits: [],
  aboutMe: '',
  howWeMet: '',
  inactive: false,
});

/** The stored volunteer as form values (null becomes an empty field). */
export const toVolunteerFormValues = (volunteer: Volunteer): VolunteerFormValues => ({
  name: volunteer.name ?? '',
  surname: volunteer.surname ?? '',
  identificationType: volunteer.identificationType ?? '',
  identification: volunteer.identification ?? '',
  sex: volunteer.sex ?? '',
  birthday: volunteer.birthday ?? '',
  disability: volunteer.disability ?? [],
  email: volunteer.email ?? '',
  phonePrefixMobile: volunteer.phonePrefixMobile ?? '',
  phoneMobile: volunteer.phoneMobile ?? '',
  phonePrefix: volunteer.phonePrefix ?? '',
  phone: volunteer.phone ?? '',
  addressCountry: volunteer.addressCountry ?? '',
  addressState: volunteer.addressState ?? '',
  addressProvince: volunteer.addressProvince ?? '',
  addressLocation: volunteer.addressLocation ?? '',
  address: volunteer.address ?? '',
  postalCode: volunteer.postalCode ?? '',
  skills: volunteer.skills ?? [],
  availability: fullAvailability(volunteer.availability),
  traits: volunteer.traits ?? [],
  aboutMe: volunteer.aboutMe ?? '',
  howWeMet: volunteer.howWeMet ?? '',
  inactive: volunteer.inactive === true,
});

/**
 * The API payload: empty fields are sent as null (a merge patch then clears them); a creation leaves out
 * `inactive`, which only staff change later.
 */
export const toVolunteerPayload = (
  values: VolunteerFormValues,
  operation: 'create' | 'update',
): Record<string, unknown> => {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    payload[key] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  if (operation === 'create') delete payload.inactive;
  return payload;
};
