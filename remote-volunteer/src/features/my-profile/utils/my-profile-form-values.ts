import { WEEKDAYS } from '@enlace/shared/domain';
import type {
  DisabilityType,
  HowWeMet,
  OwnProfile,
  SkillArea,
  TimeOfDay,
  VolunteerTrait,
  Weekday,
} from '@enlace/shared/domain';

/** What the volunteer edits of their own profile: the person fields (the email is shown, not edited) and the volunteering ones. */
export type MyProfileFormValues = {
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
};

const TEXT_FIELDS = [
  'name',
  'surname',
  'identificationType',
  'identification',
  'sex',
  'birthday',
  'email',
  'phonePrefixMobile',
  'phoneMobile',
  'phonePrefix',
  'phone',
  'addressCountry',
  'addressState',
  'addressProvince',
  'addressLocation',
  'address',
  'postalCode',
  'aboutMe',
  'howWeMet',
] as const;

/** The stored profile as form values: null becomes an empty field, every weekday is present. */
export const toMyProfileFormValues = (profile: OwnProfile): MyProfileFormValues => {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, (profile as Record<string, unknown>)[field] ?? '']),
  ) as Pick<MyProfileFormValues, (typeof TEXT_FIELDS)[number]>;
  return {
    ...text,
    disability: profile.disability ?? [],
    skills: profile.skills ?? [],
    traits: profile.traits ?? [],
    // Every weekday, empty when absent: the merge patch then also clears the days that were unticked.
    availability: Object.fromEntries(
      WEEKDAYS.map((day) => [day, profile.availability?.[day] ?? []]),
    ) as Record<Weekday, TimeOfDay[]>,
  };
};

/**
 * The merge patch of `PATCH /api/me`: empty text is sent as null (it clears the field); the email is left out,
 * it is how the volunteer signs in and is not changed here.
 */
export const toMyProfilePayload = ({
  email: _email,
  ...values
}: MyProfileFormValues): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
