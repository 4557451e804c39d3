import { Type } from '@sinclair/typebox';
import type { DisabilityType, IdentificationType, Sex } from '../domain/enumerations';
import { addressBodyProperties, addressReferenceProperties } from './address';
import { nullableString, textBody, textOfType } from './json-schema';

/** A list of options of a person's body (a person's disabilities, a volunteer's traits…). */
export const stringListBody = Type.Unsafe<string[] | null>({
  type: ['array', 'null'],
  maxItems: 50,
  items: { type: 'string', maxLength: 64 },
});

/**
 * The fields every kind of person's body takes (spec §3): JSON types and lengths only; the rules are the shared
 * schemas' of each kind of person.
 */
export const personBodyProperties = {
  email: textBody(1024),
  name: textBody(1024),
  surname: textBody(1024),
  phonePrefixMobile: textBody(64),
  phoneMobile: textBody(64),
  phonePrefix: textBody(64),
  phone: textBody(64),
  ...addressBodyProperties,
  identificationType: textBody(64),
  identification: textBody(256),
  sex: textBody(64),
  birthday: textBody(64),
  disability: stringListBody,
};

/** What every list of people with an account (volunteers, staff, the own profile) shows of a person. */
export const personSummaryProperties = {
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  phonePrefixMobile: nullableString(),
  phoneMobile: nullableString(),
  identification: nullableString(),
};

/** A person's landline, address, document type and sex (spec §3) on their own resource; references are IRIs. */
export const personContactDetailProperties = {
  phonePrefix: nullableString(),
  phone: nullableString(),
  ...addressReferenceProperties,
  address: nullableString(),
  postalCode: nullableString(),
  identificationType: nullableString<IdentificationType>(),
  sex: nullableString<Sex>(),
};

/** The rest of the person fields of spec §3 on the own resource of a person with an account. */
export const personDetailProperties = {
  ...personContactDetailProperties,
  birthday: nullableString(),
  disability: Type.Array(textOfType<DisabilityType>()),
};
