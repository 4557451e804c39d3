import { object } from 'yup';
import type { InferType } from 'yup';
import { jobTitleRule, optionalWhenBlank, partnerReferenceRule } from './field-rules';
import { personFieldsShape } from './person-fields-schema';
import { builtOnFirstUse } from './built-on-first-use';

const person = personFieldsShape;

/**
 * Create and update of a contact person of a partner (spec §5 validation group "contact partner"). Staff
 * register how to reach the person: name, surname, email and mobile phone are required, as for everyone; the
 * address, document, sex and birthday are optional here (the person completes them when activating the
 * account) but follow the same rules when given, DNI/NIE control letter included.
 */
export const contactPartnerShape = builtOnFirstUse(() => ({
  email: person.email,
  name: person.name,
  surname: person.surname,
  phonePrefixMobile: person.phonePrefixMobile,
  phoneMobile: person.phoneMobile,
  phonePrefix: person.phonePrefix,
  phone: person.phone,
  addressCountry: optionalWhenBlank(person.addressCountry),
  addressState: optionalWhenBlank(person.addressState),
  addressProvince: optionalWhenBlank(person.addressProvince),
  addressLocation: optionalWhenBlank(person.addressLocation),
  address: optionalWhenBlank(person.address),
  postalCode: person.postalCode,
  identificationType: optionalWhenBlank(person.identificationType),
  identification: optionalWhenBlank(person.identification),
  sex: optionalWhenBlank(person.sex),
  birthday: optionalWhenBlank(person.birthday),
  partner: partnerReferenceRule(),
  jobTitle: jobTitleRule(),
}));

export const contactPartnerSchema = builtOnFirstUse(() => object(contactPartnerShape));

export type ContactPartnerInput = InferType<typeof contactPartnerSchema>;
