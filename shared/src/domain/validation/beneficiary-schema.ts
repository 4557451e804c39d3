import { object } from 'yup';
import type { InferType, TestContext } from 'yup';
import {
  addressRule,
  beneficiaryReferenceRule,
  birthdayRule,
  disabilityRule,
  emailRule,
  geoReferenceRule,
  identificationRule,
  identificationTypeRule,
  nameRule,
  notesRule,
  phonePrefixRule,
  phoneRule,
  postalCodeRule,
  sexRule,
} from './field-rules';
import { isBlank } from './is-blank';
import { minorTutorShape, requiredForMinor } from './minor-tutor-shape';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

const siblings = (context: TestContext) => (context.parent ?? {}) as Record<string, unknown>;

/** Required as soon as any of `fields` is given: e.g. a province needs its state and country. */
const requiredWith = (...fields: string[]) =>
  function check(this: TestContext, value: unknown): boolean {
    return !isBlank(value) || fields.every((field) => isBlank(siblings(this)[field]));
  };

const notBlank = m('field-not-blank');

/**
 * Create and update of a beneficiary (spec §5 validation group). Beneficiaries do not sign in, and the people an
 * NGO serves often have no email, phone, fixed address or (as children, or undocumented) identity document: of
 * the person fields only name, surname, sex and birthday are required (the birthday decides the age group).
 * What is given follows the §5 rules (DNI/NIE control letter included); an identification number needs its type
 * and the other way round; an address level needs the levels above it. A minor needs the tutor's data.
 * An update merges the patch into the stored beneficiary and checks the result with this same schema.
 */
export const beneficiaryShape = builtOnFirstUse(() => ({
  email: emailRule(false),
  name: nameRule(),
  surname: nameRule(),
  phonePrefixMobile: phonePrefixRule(false),
  phoneMobile: phoneRule(false),
  phonePrefix: phonePrefixRule(false),
  phone: phoneRule(false),
  addressCountry: geoReferenceRule(false).test(
    'required-with',
    notBlank,
    requiredWith('addressState', 'addressProvince', 'addressLocation'),
  ),
  addressState: geoReferenceRule(false).test(
    'required-with',
    notBlank,
    requiredWith('addressProvince', 'addressLocation'),
  ),
  addressProvince: geoReferenceRule(false).test('required-with', notBlank, requiredWith('addressLocation')),
  addressLocation: geoReferenceRule(false),
  address: addressRule(false),
  postalCode: postalCodeRule(),
  identificationType: identificationTypeRule(false).test(
    'required-with',
    notBlank,
    requiredWith('identification'),
  ),
  identification: identificationRule(false).test(
    'required-with',
    notBlank,
    requiredWith('identificationType'),
  ),
  sex: sexRule(),
  birthday: birthdayRule(),
  disability: disabilityRule(),
  notes: notesRule(),
  /** An adult beneficiary of the same organisation who is this person's tutor (the API checks it). */
  tutor: beneficiaryReferenceRule(),
  ...minorTutorShape,
  tutorAddress: addressRule(false).test('required-for-minor', notBlank, requiredForMinor),
}));

export const beneficiarySchema = builtOnFirstUse(() => object(beneficiaryShape));

export type BeneficiaryInput = InferType<typeof beneficiarySchema>;
