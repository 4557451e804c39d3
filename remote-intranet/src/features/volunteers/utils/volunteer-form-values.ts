import { WEEKDAYS } from '@enlace/shared/domain';
import { emptyPersonFormValues, toNullablePayload, toPersonFormValues } from '@enlace/shared/forms';
import type { Volunteer } from '@enlace/shared/contracts';
import type { FormValuesOf, PersonWithDisabilityFormValues } from '@enlace/shared/forms';
import type { TimeOfDay, VolunteerAvailability, Weekday } from '@enlace/shared/domain';

/**
 * What the volunteer form edits: every field of VOLUNTEER_FIELD_GROUPS but the read-only status ones (a person's
 * fields as every person form edits them, and the volunteer's own from the contract); the availability has every
 * weekday.
 */
export type VolunteerFormValues = PersonWithDisabilityFormValues &
  FormValuesOf<
    Pick<
      Volunteer,
      | 'skills'
      | 'traits'
      | 'aboutMe'
      | 'howWeMet'
      | 'tutorName'
      | 'tutorSurname'
      | 'tutorEmail'
      | 'tutorPhone'
      | 'relation'
      | 'inactive'
    >
  > & { availability: Record<Weekday, TimeOfDay[]> };

/** Every weekday, empty when absent: a merge patch then also clears the days that were unticked. */
const fullAvailability = (availability: VolunteerAvailability = {}): Record<Weekday, TimeOfDay[]> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, availability[day] ?? []])) as Record<Weekday, TimeOfDay[]>;

export const emptyVolunteerFormValues = (): VolunteerFormValues => ({
  ...emptyPersonFormValues(),
  disability: [],
  skills: [],
  availability: fullAvailability(),
  traits: [],
  aboutMe: '',
  howWeMet: '',
  tutorName: '',
  tutorSurname: '',
  tutorEmail: '',
  tutorPhone: '',
  relation: '',
  inactive: false,
});

/** The stored volunteer as form values (null becomes an empty field). */
export const toVolunteerFormValues = (volunteer: Volunteer): VolunteerFormValues => ({
  ...toPersonFormValues(volunteer),
  disability: volunteer.disability ?? [],
  skills: volunteer.skills ?? [],
  availability: fullAvailability(volunteer.availability),
  traits: volunteer.traits ?? [],
  aboutMe: volunteer.aboutMe ?? '',
  howWeMet: volunteer.howWeMet ?? '',
  tutorName: volunteer.tutorName ?? '',
  tutorSurname: volunteer.tutorSurname ?? '',
  tutorEmail: volunteer.tutorEmail ?? '',
  tutorPhone: volunteer.tutorPhone ?? '',
  relation: volunteer.relation ?? '',
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
  const payload = toNullablePayload(values);
  if (operation === 'create') delete payload.inactive;
  return payload;
};
