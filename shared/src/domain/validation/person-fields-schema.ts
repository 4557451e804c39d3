import { object } from 'yup';
import type { InferType } from 'yup';
import {
  addressRule,
  birthdayRule,
  disabilityRule,
  emailRule,
  geoReferenceRule,
  identificationRule,
  identificationTypeRule,
  nameRule,
  optionalTextRule,
  phonePrefixRule,
  phoneRule,
  postalCodeRule,
  sexRule,
} from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/** The person fields of spec §3 with the rules of §5; shared by activation, sign-up and profile updates. */
export const personFieldsShape = builtOnFirstUse(() => ({
  email: emailRule(),
  name: nameRule(),
  surname: nameRule(),
  phonePrefixMobile: phonePrefixRule(true),
  phoneMobile: phoneRule(true),
  phonePrefix: phonePrefixRule(false),
  phone: phoneRule(false),
  addressCountry: geoReferenceRule(),
  addressState: geoReferenceRule(),
  addressProvince: geoReferenceRule(),
  addressLocation: geoReferenceRule(),
  address: addressRule(),
  postalCode: postalCodeRule(),
  identificationType: identificationTypeRule(),
  identification: identificationRule(),
  sex: sexRule(),
  birthday: birthdayRule(),
  status: optionalTextRule(),
  disability: disabilityRule(),
}));

export const personFieldsSchema = builtOnFirstUse(() => object(personFieldsShape));

export type PersonFields = InferType<typeof personFieldsSchema>;
