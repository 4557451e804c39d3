import { object } from 'yup';
import type { InferType } from 'yup';
import {
  aboutMeRule,
  availabilityRule,
  howWeMetRule,
  inactiveRule,
  skillsRule,
  traitsRule,
} from './field-rules';
import { minorTutorShape } from './minor-tutor-shape';
import { personFieldsShape } from './person-fields-schema';
import { builtOnFirstUse } from './built-on-first-use';

/** The volunteering profile: what a volunteer tells about themselves, and staff keep up to date. */
export const volunteerProfileShape = builtOnFirstUse(() => ({
  skills: skillsRule(),
  availability: availabilityRule(),
  howWeMet: howWeMetRule(),
  traits: traitsRule(),
  aboutMe: aboutMeRule(),
}));

/**
 * Create and update of a volunteer (spec §5 validation group): the person fields plus the volunteer profile,
 * and for a minor the tutor who authorises the volunteering (legal age rules).
 * An update merges the patch into the stored volunteer and checks the result with this same schema.
 */
export const volunteerShape = builtOnFirstUse(() => ({
  ...personFieldsShape,
  ...volunteerProfileShape,
  ...minorTutorShape,
  inactive: inactiveRule(),
}));

export const volunteerSchema = builtOnFirstUse(() => object(volunteerShape));

export type VolunteerInput = InferType<typeof volunteerSchema>;
