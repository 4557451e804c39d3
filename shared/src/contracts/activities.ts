import { type Static, type StaticDecode, Type } from '@sinclair/typebox';
import { ACTIVITY_STATUSES, type ActivityStatus, type ActivityType, type Mode } from '../domain/enumerations';
import { ACTIVITY_SORT_FIELDS } from '../domain/sort-fields';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import {
  nullableArray,
  nullableObject,
  nullableString,
  oneOf,
  referenceBody,
  textBody,
  textOfType,
} from './json-schema';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// An activity over HTTP (`/api/activities`), written once for the API and the screens.

export const ActivityParamsSchema = IdParamsSchema;

/** A resource an activity names (its project, its partners): its IRI, its type and its name. */
export const NamedReferenceSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  name: Type.String(),
});
export type NamedReference = Static<typeof NamedReferenceSchema>;

/** A row of `GET /api/activities`. */
export const ActivityListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  type: textOfType<ActivityType>(),
  mode: textOfType<Mode>(),
  status: oneOf(ACTIVITY_STATUSES),
  /** `YYYY-MM-DD`. */
  dateStart: Type.String(),
  dateEnd: Type.String(),
  project: nullableObject(NamedReferenceSchema),
  coordinator: Type.Object({
    '@id': Type.String(),
    '@type': Type.String(),
    name: nullableString(),
    surname: nullableString(),
  }),
  interventionsCount: Type.Integer(),
});
export type ActivityListItem = Static<typeof ActivityListItemSchema>;

/** `GET /api/activities/{id}`. */
export const ActivitySchema = Type.Object({
  '@context': Type.String(),
  ...ActivityListItemSchema.properties,
  description: nullableString(),
  /** Described as objects that may be null, as always; a partner is never null. */
  partners: Type.Array(Type.Unsafe<NamedReference>(nullableObject(NamedReferenceSchema))),
  /** The statuses it may move to now (ACTIVITY_TRANSITIONS). */
  allowedTransitions: Type.Array(textOfType<ActivityStatus>()),
  /** The activity it was duplicated from (its IRI); null for one created anew. */
  duplicatedFrom: nullableString(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Activity = ResourceOf<typeof ActivitySchema>;

/** A reference of an activity's body: an IRI or an id. */
const activityReferenceBody = () => referenceBody({ maxLength: 256 });

/**
 * What `POST /api/activities` and `PATCH /api/activities/{id}` take (references as IRIs or ids; a patch may move
 * the status): JSON types and lengths only; the rules are the shared `activitySchema`'s.
 */
export const ActivityBodySchema = Type.Partial(
  Type.Object({
    name: textBody(1024),
    description: textBody(10_000),
    type: textBody(64),
    mode: textBody(64),
    project: activityReferenceBody(),
    coordinator: activityReferenceBody(),
    partners: nullableArray(activityReferenceBody(), { maxItems: 100 }),
    dateStart: textBody(64),
    dateEnd: textBody(64),
    status: textBody(64),
  }),
);
export type ActivityBody = Static<typeof ActivityBodySchema>;

/** What `POST /api/activities/{id}/duplicate` takes; the rules are the shared `duplicateActivitySchema`'s. */
export const ActivityDuplicateBodySchema = Type.Partial(
  Type.Object({ name: textBody(1024), dateStart: textBody(64), dateEnd: textBody(64) }),
);
export type ActivityDuplicateBody = Static<typeof ActivityDuplicateBodySchema>;

/**
 * `GET /api/activities`: search, status, project (an id or IRI), coordinator (an id, an IRI or `me`), order and
 * page.
 */
export const ActivityListQuerySchema = Type.Object({
  ...paginationQueryProperties,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(oneOf(ACTIVITY_STATUSES)),
  project: Type.Optional(Type.String({ maxLength: 64 })),
  coordinator: Type.Optional(Type.String({ maxLength: 64 })),
  ...orderQueryProperties(ACTIVITY_SORT_FIELDS),
});
export type ActivityListQuery = StaticDecode<typeof ActivityListQuerySchema>;
