import { type Static, Type } from '@sinclair/typebox';
import { AGREEMENT_STATUSES, type PartnerLegalType } from '../domain/enumerations';
import { nullableString, oneOf, textOfType } from './json-schema';
import { contactPersonProperties } from './partners';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// The signed-in contact person's own organisation (`/api/my-partner`), as the partner area shows it.

/** Another contact person of the same organisation, as the partner area shows them. */
export const MyPartnerColleagueSchema = Type.Object({
  '@type': Type.String(),
  id: Type.Integer(),
  ...contactPersonProperties,
});
export type MyPartnerColleague = Static<typeof MyPartnerColleagueSchema>;

/**
 * `GET /api/my-partner`: the organisation (partner profile only), with the address as names, the agreement status
 * shown and the other contact persons; staff notes are left out.
 */
export const MyPartnerSchema = Type.Object({
  '@context': Type.String(),
  ...resourceIdentityProperties,
  name: Type.String(),
  legalType: textOfType<PartnerLegalType>(),
  nif: Type.String(),
  email: nullableString(),
  phonePrefix: nullableString(),
  phone: nullableString(),
  website: nullableString(),
  description: nullableString(),
  agreementStatus: oneOf(AGREEMENT_STATUSES),
  expirationDate: nullableString(),
  address: nullableString(),
  postalCode: nullableString(),
  addressCountryName: nullableString(),
  addressStateName: nullableString(),
  addressProvinceName: nullableString(),
  addressLocationName: nullableString(),
  contactPersons: Type.Array(MyPartnerColleagueSchema),
});
export type MyPartner = ResourceOf<typeof MyPartnerSchema>;
