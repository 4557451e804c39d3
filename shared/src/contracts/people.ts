import { Type } from '@sinclair/typebox';
import { addressBodyProperties } from './address';
import { textBody } from './json-schema';

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
