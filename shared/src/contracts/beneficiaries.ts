import { type Static, Type } from '@sinclair/typebox';
import {
  AGE_GROUPS,
  type AgeGroup,
  DISABILITY_TYPES,
  type DisabilityType,
  type TutorRelation,
} from '../domain/enumerations';
import { BENEFICIARY_SORT_FIELDS } from '../domain/sort-fields';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import { nullableString, oneOf, referenceBody, textBody, textOfType } from './json-schema';
import { IdParamsSchema } from './params';
import { personBodyProperties, personContactDetailProperties } from './people';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// A beneficiary over HTTP (`/api/beneficiaries`), written once for the API and the screens.

export const BeneficiaryParamsSchema = IdParamsSchema;

/** A row of `GET /api/beneficiaries`. */
export const BeneficiaryListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  surname: Type.String(),
  email: nullableString(),
  phonePrefixMobile: nullableString(),
  phoneMobile: nullableString(),
  identification: nullableString(),
  birthday: nullableString(),
  /** Read-only, from the birthday (under 18: minor). */
  ageGroup: nullableString<AgeGroup>(),
  isMinor: Type.Boolean(),
  disability: Type.Array(textOfType<DisabilityType>()),
  hasDisability: Type.Boolean(),
  /** The IRI of the adult beneficiary who is this person's tutor, if linked. */
  tutor: nullableString(),
  createdAt: Type.String(),
});
export type BeneficiaryListItem = Static<typeof BeneficiaryListItemSchema>;

/** A minor (or adult) whose tutor is the beneficiary shown, as listed on the tutor's resource. */
export const TutoredPersonSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  surname: Type.String(),
  birthday: nullableString(),
  ageGroup: nullableString<AgeGroup>(),
});
export type TutoredPerson = Static<typeof TutoredPersonSchema>;

/** `GET /api/beneficiaries/{id}`; references (address, tutor) are IRIs. */
export const BeneficiarySchema = Type.Object({
  '@context': Type.String(),
  ...BeneficiaryListItemSchema.properties,
  ...personContactDetailProperties,
  notes: nullableString(),
  tutorName: nullableString(),
  tutorSurname: nullableString(),
  tutorEmail: nullableString(),
  tutorPhone: nullableString(),
  tutorAddress: nullableString(),
  relation: nullableString<TutorRelation>(),
  tutoredPersons: Type.Array(TutoredPersonSchema),
  updatedAt: Type.String(),
});
export type Beneficiary = ResourceOf<typeof BeneficiarySchema>;

/**
 * What `POST /api/beneficiaries` and `PATCH /api/beneficiaries/{id}` take (`tutor`: an adult beneficiary's IRI or
 * id): JSON types and lengths only; the rules are the shared `beneficiarySchema`'s.
 */
export const BeneficiaryBodySchema = Type.Partial(
  Type.Object({
    ...personBodyProperties,
    notes: textBody(20_000),
    tutor: referenceBody(),
    tutorName: textBody(1024),
    tutorSurname: textBody(1024),
    tutorEmail: textBody(1024),
    tutorPhone: textBody(64),
    tutorAddress: textBody(1024),
    relation: textBody(64),
  }),
);
export type BeneficiaryBody = Static<typeof BeneficiaryBodySchema>;

/**
 * `GET /api/beneficiaries` (the export takes the same): search, filters (`coordinator`: an id, an IRI or `me`),
 * order and page.
 */
export const BeneficiaryListQuerySchema = Type.Object({
  ...paginationQueryProperties,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  ageGroup: Type.Optional(oneOf(AGE_GROUPS)),
  hasDisability: Type.Optional(oneOf(['true', 'false'] as const)),
  disability: Type.Optional(oneOf(DISABILITY_TYPES)),
  coordinator: Type.Optional(Type.String({ maxLength: 64 })),
  awaitingConsent: Type.Optional(oneOf(['true'] as const)),
  ...orderQueryProperties(BENEFICIARY_SORT_FIELDS),
});
export type BeneficiaryListQuery = Static<typeof BeneficiaryListQuerySchema>;
