import { type Static, Type } from '@sinclair/typebox';
import type { AccessStatus, IdentificationType, Sex } from '../domain/enumerations';
import { CONTACT_PARTNER_SORT_FIELDS } from '../domain/sort-fields';
import { addressReferenceProperties } from './address';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import { nullableString, referenceBody, textBody, textOfType } from './json-schema';
import { IdParamsSchema } from './params';
import { personBodyProperties } from './people';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// A partner's contact person over HTTP (`/api/contact_partners`), written once for the API and the screens.

export const ContactPartnerParamsSchema = IdParamsSchema;

/** A row of `GET /api/contact_partners`; `partner` is the organisation's IRI. */
export const ContactPartnerListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  phonePrefixMobile: nullableString(),
  phoneMobile: nullableString(),
  jobTitle: nullableString(),
  partner: nullableString(),
  partnerName: nullableString(),
  accessStatus: textOfType<AccessStatus>(),
  createdAt: Type.String(),
});
export type ContactPartnerListItem = Static<typeof ContactPartnerListItemSchema>;

/** `GET /api/contact_partners/{id}`. */
export const ContactPartnerSchema = Type.Object({
  '@context': Type.String(),
  ...ContactPartnerListItemSchema.properties,
  phonePrefix: nullableString(),
  phone: nullableString(),
  ...addressReferenceProperties,
  address: nullableString(),
  postalCode: nullableString(),
  identificationType: nullableString<IdentificationType>(),
  identification: nullableString(),
  sex: nullableString<Sex>(),
  birthday: nullableString(),
  updatedAt: Type.String(),
});
export type ContactPartner = ResourceOf<typeof ContactPartnerSchema>;

/**
 * What `POST /api/contact_partners` and `PATCH /api/contact_partners/{id}` take: JSON types and lengths only; the
 * rules are the shared `contactPartnerSchema`'s. A contact person has no disability field: a value sent there is
 * checked for its type only, then ignored.
 */
export const ContactPartnerBodySchema = Type.Partial(
  Type.Object({ ...personBodyProperties, partner: referenceBody(), jobTitle: textBody(1024) }),
);
export type ContactPartnerBody = Static<typeof ContactPartnerBodySchema>;

/** What selects contact persons, for the list and its export. */
export const ContactPartnerSelectionQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  partner: Type.Optional(Type.String({ maxLength: 64 })),
  ...orderQueryProperties(CONTACT_PARTNER_SORT_FIELDS),
});
export type ContactPartnerSelectionQuery = Static<typeof ContactPartnerSelectionQuerySchema>;

/** `GET /api/contact_partners`: a page of the selection. */
export const ContactPartnerListQuerySchema = Type.Object({
  ...paginationQueryProperties,
  ...ContactPartnerSelectionQuerySchema.properties,
});
