import { type Static, Type } from '@sinclair/typebox';
import { AGREEMENT_STATUSES, PARTNER_LEGAL_TYPES, type PartnerLegalType } from '../domain/enumerations';
import { PARTNER_SORT_FIELDS } from '../domain/sort-fields';
import { addressBodyProperties, addressReferenceProperties } from './address';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import { nullableString, oneOf, textBody, textOfType } from './json-schema';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// A partner organisation over HTTP (`/api/partners`), written once for the API and the screens.

export const PartnerParamsSchema = IdParamsSchema;

/** A row of `GET /api/partners`; `agreementStatus` is the effective one (expired once the date passed). */
export const PartnerListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  legalType: textOfType<PartnerLegalType>(),
  nif: Type.String(),
  email: nullableString(),
  phonePrefix: nullableString(),
  phone: nullableString(),
  website: nullableString(),
  agreementStatus: oneOf(AGREEMENT_STATUSES),
  expirationDate: nullableString(),
  contactPersonsCount: Type.Integer(),
  createdAt: Type.String(),
});
export type PartnerListItem = Static<typeof PartnerListItemSchema>;

/** What a partner's contact person is named by, wherever they are listed. */
export const contactPersonProperties = {
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  jobTitle: nullableString(),
  phonePrefixMobile: nullableString(),
  phoneMobile: nullableString(),
};

/** A contact person as listed on their partner. */
export const PartnerContactPersonSchema = Type.Object({
  ...resourceIdentityProperties,
  ...contactPersonProperties,
});
export type PartnerContactPerson = Static<typeof PartnerContactPersonSchema>;

/** `GET /api/partners/{id}`; address references are IRIs. */
export const PartnerSchema = Type.Object({
  '@context': Type.String(),
  ...PartnerListItemSchema.properties,
  ...addressReferenceProperties,
  address: nullableString(),
  postalCode: nullableString(),
  description: nullableString(),
  observations: nullableString(),
  /** True when staff left the agreement active but its expiration date has passed. */
  agreementExpiredByDate: Type.Boolean(),
  contactPersons: Type.Array(PartnerContactPersonSchema),
  updatedAt: Type.String(),
});
export type Partner = ResourceOf<typeof PartnerSchema>;

/**
 * What `POST /api/partners` and `PATCH /api/partners/{id}` take (JSON-LD names; references as IRIs or ids): JSON
 * types and lengths only; the rules are the shared `partnerSchema`'s.
 */
export const PartnerBodySchema = Type.Partial(
  Type.Object({
    name: textBody(1024),
    legalType: textBody(64),
    nif: textBody(256),
    website: textBody(1024),
    email: textBody(1024),
    phonePrefix: textBody(64),
    phone: textBody(64),
    ...addressBodyProperties,
    description: textBody(10_000),
    observations: textBody(10_000),
    agreementStatus: textBody(64),
    expirationDate: textBody(64),
  }),
);
export type PartnerBody = Static<typeof PartnerBodySchema>;

/** The list's search, filters and order (the export takes the same). */
export const PartnerSelectionQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  legalType: Type.Optional(oneOf(PARTNER_LEGAL_TYPES)),
  agreementStatus: Type.Optional(oneOf(AGREEMENT_STATUSES)),
  ...orderQueryProperties(PARTNER_SORT_FIELDS),
});
export type PartnerSelectionQuery = Static<typeof PartnerSelectionQuerySchema>;

/** `GET /api/partners`: a page of the selection. */
export const PartnerListQuerySchema = Type.Object({
  ...paginationQueryProperties,
  ...PartnerSelectionQuerySchema.properties,
});
export type PartnerListQuery = Static<typeof PartnerListQuerySchema>;
