import { type Static, Type } from '@sinclair/typebox';
import type { AccessStatus } from '../domain/enumerations';
import { PERSON_SORT_FIELDS } from '../domain/sort-fields';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import { flagBody, nullableString, oneOf, textBody, textOfType } from './json-schema';
import { IdParamsSchema } from './params';
import { personBodyProperties, personDetailProperties, personSummaryProperties } from './people';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// A staff member over HTTP: employees (`/api/employees`, `@type` Employee) and coordinators (`/api/coordinators`,
// `@type` Coordinator) share one contract, written once for the API and the screens.

/** `{id}` of a staff member's routes (a coordinator's activity transfer too). */
export const StaffMemberParamsSchema = IdParamsSchema;

/** A row of `GET /api/employees` and `GET /api/coordinators`. */
export const StaffMemberListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  ...personSummaryProperties,
  department: nullableString(),
  /** Holds the role `employee-admin`. */
  isAdmin: Type.Boolean(),
  roles: Type.Array(Type.String()),
  accessStatus: textOfType<AccessStatus>(),
  createdAt: Type.String(),
});
export type StaffMemberListItem = Static<typeof StaffMemberListItemSchema>;

/** `GET /api/employees/{id}` and `GET /api/coordinators/{id}`; references are IRIs. */
export const StaffMemberSchema = Type.Object({
  '@context': Type.String(),
  ...StaffMemberListItemSchema.properties,
  ...personDetailProperties,
  /** Set when the coordinator was a volunteer promoted by staff (`promotedBy` is that staff member's IRI). */
  promotedAt: nullableString(),
  promotedBy: nullableString(),
  updatedAt: Type.String(),
});
export type StaffMember = ResourceOf<typeof StaffMemberSchema>;

/**
 * What `POST` and `PATCH` of employees and coordinators take (`isAdmin` grants or withdraws the administrator
 * role): JSON types and lengths only; the rules are the shared `staffMemberSchema`'s.
 */
export const StaffMemberBodySchema = Type.Partial(
  Type.Object({ ...personBodyProperties, department: textBody(1024), isAdmin: flagBody() }),
);
export type StaffMemberBody = Static<typeof StaffMemberBodySchema>;

/** `GET /api/employees` and `GET /api/coordinators` (their exports take the same): search, filter, order and page. */
export const StaffMemberListQuerySchema = Type.Object({
  ...paginationQueryProperties,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  isAdmin: Type.Optional(oneOf(['true', 'false'] as const)),
  ...orderQueryProperties(PERSON_SORT_FIELDS),
});
export type StaffMemberListQuery = Static<typeof StaffMemberListQuerySchema>;
