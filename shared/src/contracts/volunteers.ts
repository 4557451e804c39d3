import { type Static, Type } from '@sinclair/typebox';
import {
  ACCESS_STATUSES,
  type AccessStatus,
  type HowWeMet,
  type SkillArea,
  type TimeOfDay,
  VOLUNTEER_STATUSES,
  type VolunteerStatus,
  type VolunteerTrait,
  type Weekday,
} from '../domain/enumerations';
import { PERSON_SORT_FIELDS } from '../domain/sort-fields';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import { flagBody, nullableString, oneOf, textBody, textOfType } from './json-schema';
import { IdParamsSchema } from './params';
import {
  personBodyProperties,
  personDetailProperties,
  personSummaryProperties,
  stringListBody,
} from './people';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// A volunteer over HTTP (`/api/volunteers`), written once for the API and the screens.

/** `{id}` of a volunteer's routes (the volunteer, their history, sessions, validation, promotion…). */
export const VolunteerParamsSchema = IdParamsSchema;

/** The volunteering profile's JSON types in a body (the volunteer resource and a volunteer's own profile). */
export const volunteerProfileBodyProperties = {
  skills: stringListBody,
  availability: Type.Unsafe<Record<string, string[] | null> | null>({
    type: ['object', 'null'],
    maxProperties: 7,
    additionalProperties: {
      type: ['array', 'null'],
      maxItems: 2,
      items: { type: 'string', maxLength: 64 },
    },
  }),
  howWeMet: textBody(64),
  traits: stringListBody,
  aboutMe: textBody(10_000),
};

/** A minor volunteer's tutor, who authorises the volunteering (spec §5, legal age rules), in a body. */
export const minorTutorBodyProperties = {
  tutorName: textBody(1024),
  tutorSurname: textBody(1024),
  tutorEmail: textBody(1024),
  tutorPhone: textBody(64),
  relation: textBody(64),
};

/** The volunteering profile as it is answered (the volunteer resource and a volunteer's own profile). */
export const volunteerProfileProperties = {
  skills: Type.Array(textOfType<SkillArea>()),
  /** Weekdays × times of day; a day left out has no availability. */
  availability: Type.Unsafe<Partial<Record<Weekday, TimeOfDay[]>>>({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  }),
  howWeMet: nullableString<HowWeMet>(),
  traits: Type.Array(textOfType<VolunteerTrait>()),
  aboutMe: nullableString(),
};

/** A row of `GET /api/volunteers`. */
export const VolunteerListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  ...personSummaryProperties,
  status: textOfType<VolunteerStatus>(),
  validatedAt: nullableString(),
  createdAt: Type.String(),
  /** `no-access` while the person has not activated their account (an invitation not yet accepted). */
  accessStatus: oneOf(ACCESS_STATUSES),
});
export type VolunteerListItem = Static<typeof VolunteerListItemSchema>;

/** `GET /api/volunteers/{id}`; references (address, validatedBy) are IRIs. */
export const VolunteerSchema = Type.Object({
  '@context': Type.String(),
  ...VolunteerListItemSchema.properties,
  ...personDetailProperties,
  ...volunteerProfileProperties,
  tutorName: nullableString(),
  tutorSurname: nullableString(),
  tutorEmail: nullableString(),
  tutorPhone: nullableString(),
  relation: nullableString(),
  /**
   * A minor needs the tutor's authorisation to volunteer: `not-needed` (an adult), `pending`, `given`, or
   * `declined` (the tutor said no through the link; with when and the reason they gave).
   */
  guardianConsent: oneOf(['not-needed', 'pending', 'given', 'declined'] as const),
  guardianConsentedAt: nullableString(),
  guardianDeclinedAt: nullableString(),
  guardianDeclineReason: nullableString(),
  inactive: Type.Boolean(),
  validatedBy: nullableString(),
  /** The validating staff member's full name, for screens (`validatedBy` is their IRI). */
  validatedByName: nullableString(),
  accessStatus: textOfType<AccessStatus>(),
  updatedAt: Type.String(),
});
export type Volunteer = ResourceOf<typeof VolunteerSchema>;

/**
 * What `POST /api/volunteers` and `PATCH /api/volunteers/{id}` take: JSON types and lengths only; the rules are the
 * shared `volunteerSchema`'s.
 */
export const VolunteerBodySchema = Type.Partial(
  Type.Object({
    ...personBodyProperties,
    ...volunteerProfileBodyProperties,
    ...minorTutorBodyProperties,
    inactive: flagBody(),
  }),
);
export type VolunteerBody = Static<typeof VolunteerBodySchema>;

/**
 * `GET /api/volunteers` (the export takes the same): search, filters (`coordinator`: an id, an IRI or `me`), order
 * and page.
 */
export const VolunteerListQuerySchema = Type.Object({
  ...paginationQueryProperties,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(oneOf(VOLUNTEER_STATUSES)),
  coordinator: Type.Optional(Type.String({ maxLength: 64 })),
  ...orderQueryProperties(PERSON_SORT_FIELDS),
});
export type VolunteerListQuery = Static<typeof VolunteerListQuerySchema>;
