import { nullableString, referenceBody, textBody } from './json-schema';

/** The address a body takes: its references (country, state, province, town) as IRIs or ids, street, postal code. */
export const addressBodyProperties = {
  addressCountry: referenceBody(),
  addressState: referenceBody(),
  addressProvince: referenceBody(),
  addressLocation: referenceBody(),
  address: textBody(1024),
  postalCode: textBody(64),
};

/** The address references of an answer, as IRIs. */
export const addressReferenceProperties = {
  addressCountry: nullableString(),
  addressState: nullableString(),
  addressProvince: nullableString(),
  addressLocation: nullableString(),
};
