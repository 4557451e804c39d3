import type { TestContext } from 'yup';
import { ageGroupOf } from '../age-group';
import { emailRule, nameRule, phoneRule, tutorRelationRule } from './field-rules';
import { isBlank } from './is-blank';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

/** The tutor's data is required for a minor (under 18 by the sibling birthday); for an adult it is optional. */
export function requiredForMinor(this: TestContext, value: unknown): boolean {
  const birthday = ((this.parent ?? {}) as Record<string, unknown>).birthday;
  return !isBlank(value) || ageGroupOf(birthday) !== 'minor';
}

const notBlank = m('field-not-blank');

/**
 * A minor's tutor (spec §5, legal age rules): who consents for a minor beneficiary's participation and for a
 * minor volunteer. Beneficiaries add the tutor's address and a linked tutor.
 */
export const minorTutorShape = builtOnFirstUse(() => ({
  tutorName: nameRule(false).test('required-for-minor', notBlank, requiredForMinor),
  tutorSurname: nameRule(false).test('required-for-minor', notBlank, requiredForMinor),
  tutorEmail: emailRule(false).test('required-for-minor', notBlank, requiredForMinor),
  tutorPhone: phoneRule(false).test('required-for-minor', notBlank, requiredForMinor),
  relation: tutorRelationRule().test('required-for-minor', notBlank, requiredForMinor),
}));
