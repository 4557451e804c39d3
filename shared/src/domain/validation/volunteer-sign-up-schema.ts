import { mixed, object } from 'yup';
import type { InferType } from 'yup';
import { birthdayRule, emailRule, nameRule, phonePrefixRule, phoneRule } from './field-rules';
import { minorTutorShape } from './minor-tutor-shape';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * The public volunteer sign-up (the home page's form): who the person is and how to reach them, the
 * tutor of a minor (legal age rules) and the privacy policy accepted. The rest of the profile is completed when
 * the person activates the account from the emailed link.
 */
export const volunteerSignUpShape = builtOnFirstUse(() => ({
  name: nameRule(),
  surname: nameRule(),
  email: emailRule(),
  phonePrefixMobile: phonePrefixRule(true),
  phoneMobile: phoneRule(true),
  birthday: birthdayRule(),
  ...minorTutorShape,
  acceptPrivacy: mixed().test('accepted', m('privacy-policy-must-be-accepted'), (value) => value === true),
}));

export const volunteerSignUpSchema = builtOnFirstUse(() => object(volunteerSignUpShape));

export type VolunteerSignUpInput = InferType<typeof volunteerSignUpSchema>;
