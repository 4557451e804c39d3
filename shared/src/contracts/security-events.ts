import { type Static, type StaticDecode, Type } from '@sinclair/typebox';
import { SECURITY_EVENT_TYPES, type SecurityEventType } from '../domain/enumerations';
import { SECURITY_EVENT_SORT_FIELDS } from '../domain/sort-fields';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import { nullableObject, nullableString, oneOf, textOfType } from './json-schema';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// The organisation's security log (`/api/security_events`, administrators), written once for the API and the
// intranet.

export const SecurityEventParamsSchema = IdParamsSchema;

/**
 * A small object of plain values that says more about a security event (never a password, token or code): e.g.
 * `list` and `rows` of an export, `role` and `change` of a role change, `reason` of a deletion, `name` of a
 * deleted place, project, activity or organisation.
 */
export type SecurityEventDetails = Record<string, string | number | boolean | null>;

/** An account a security event names, as it is now (a deleted person shows the anonymised name). */
const securityEventPersonSchema = Type.Object({
  '@id': Type.String(),
  '@type': textOfType<'User'>(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
});
export type SecurityEventPerson = Static<typeof securityEventPersonSchema>;

const nullablePerson = nullableObject(securityEventPersonSchema);

/** A row of `GET /api/security_events`. */
export const SecurityEventListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  /** When it happened: an ISO instant (UTC). */
  occurredAt: Type.String(),
  type: textOfType<SecurityEventType>(),
  /** Who did it; null for an anonymous event (a failed sign-in). */
  actor: nullablePerson,
  /**
   * Whom or what it concerns: the resource's IRI (`/api/volunteers/5`, `/api/places/2`) and type, absent for an
   * entry about no resource; the person's account; for a failed sign-in the email that was tried.
   */
  subject: Type.Object({
    '@id': Type.Optional(nullableString()),
    '@type': Type.Optional(Type.String()),
    person: nullablePerson,
    email: nullableString(),
  }),
  /** The client's address as the API saw it. */
  ipAddress: nullableString(),
  userAgent: nullableString(),
  details: Type.Unsafe<SecurityEventDetails>({
    type: 'object',
    additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
  }),
});
export type SecurityEventListItem = Static<typeof SecurityEventListItemSchema>;

/** `GET /api/security_events/{id}`: one entry of the log, the address its list gives it. */
export const SecurityEventSchema = Type.Object({
  '@context': Type.String(),
  ...SecurityEventListItemSchema.properties,
});
export type SecurityEvent = ResourceOf<typeof SecurityEventSchema>;

/** `GET /api/security_events`: a page of the log, its filters and order. */
export const SecurityEventListQuerySchema = Type.Object({
  page: paginationQueryProperties.page,
  itemsPerPage: paginationQueryProperties.itemsPerPage,
  type: Type.Optional(oneOf(SECURITY_EVENT_TYPES)),
  /** The account that acted: its IRI (`/api/users/{id}`) or its id. */
  actor: Type.Optional(Type.String({ pattern: '^(/api/users/)?[1-9][0-9]{0,9}$' })),
  /** Days `YYYY-MM-DD`, both included, checked by the shared rules. */
  from: Type.Optional(Type.String({ maxLength: 32 })),
  to: Type.Optional(Type.String({ maxLength: 32 })),
  q: Type.Optional(Type.String({ maxLength: 254 })),
  ...orderQueryProperties(SECURITY_EVENT_SORT_FIELDS),
});
export type SecurityEventListQuery = StaticDecode<typeof SecurityEventListQuerySchema>;
