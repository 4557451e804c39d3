import type { OwnProfile } from '@enlace/shared/contracts';
import { WEEKDAYS } from '@enlace/shared/domain';
import type { TimeOfDay, Weekday } from '@enlace/shared/domain';
import {
  type FormValuesOf,
  toOwnPersonFormValues,
  type PersonWithDisabilityFormValues,
} from '@enlace/shared/forms';

/**
 * What the volunteer edits of their own profile: the person fields (the email is shown, not edited) and the
 * volunteering ones from the contract, with every weekday of the availability.
 */
export type MyProfileFormValues = PersonWithDisabilityFormValues &
  FormValuesOf<Pick<OwnProfile, 'skills' | 'traits' | 'aboutMe' | 'howWeMet'>> & {
    availability: Record<Weekday, TimeOfDay[]>;
  };

/** The stored profile as form values: null becomes an empty field, every weekday is present. */
export const toMyProfileFormValues = (profile: OwnProfile): MyProfileFormValues => ({
  ...toOwnPersonFormValues(profile),
  skills: profile.skills ?? [],
  traits: profile.traits ?? [],
  aboutMe: profile.aboutMe ?? '',
  howWeMet: profile.howWeMet ?? '',
  // Every weekday, empty when absent: the merge patch then also clears the days that were unticked.
  availability: Object.fromEntries(WEEKDAYS.map((day) => [day, profile.availability?.[day] ?? []])) as Record<
    Weekday,
    TimeOfDay[]
  >,
});
