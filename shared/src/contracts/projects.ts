import { type Static, Type } from '@sinclair/typebox';
import { PROJECT_STATUSES } from '../domain/enumerations';
import { PROJECT_SORT_FIELDS } from '../domain/sort-fields';
import { orderQueryProperties, paginationQueryProperties } from './collection';
import { nullableString, oneOf, textBody } from './json-schema';
import { IdParamsSchema } from './params';
import { type ResourceOf, resourceIdentityProperties } from './resource';

// A project over HTTP (`/api/projects`), written once for the API and the screens.

export const ProjectParamsSchema = IdParamsSchema;

/** A row of `GET /api/projects`. */
export const ProjectListItemSchema = Type.Object({
  ...resourceIdentityProperties,
  name: Type.String(),
  /** `YYYY-MM-DD`. */
  dateStart: Type.String(),
  /** `YYYY-MM-DD`; null for an open-ended project. */
  dateEnd: nullableString(),
  status: oneOf(PROJECT_STATUSES),
  createdAt: Type.String(),
});
export type ProjectListItem = Static<typeof ProjectListItemSchema>;

/** `GET /api/projects/{id}`. */
export const ProjectSchema = Type.Object({
  '@context': Type.String(),
  ...ProjectListItemSchema.properties,
  description: nullableString(),
  updatedAt: Type.String(),
});
export type Project = ResourceOf<typeof ProjectSchema>;

/**
 * What `POST /api/projects` and `PATCH /api/projects/{id}` take: JSON types and lengths only; the rules are the
 * shared `projectSchema`'s.
 */
export const ProjectBodySchema = Type.Partial(
  Type.Object({
    name: textBody(1024),
    description: textBody(10_000),
    dateStart: textBody(64),
    dateEnd: textBody(64),
    status: textBody(64),
  }),
);
export type ProjectBody = Static<typeof ProjectBodySchema>;

/** `GET /api/projects`: search, status filter, order and page. */
export const ProjectListQuerySchema = Type.Object({
  ...paginationQueryProperties,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(oneOf(PROJECT_STATUSES)),
  ...orderQueryProperties(PROJECT_SORT_FIELDS),
});
export type ProjectListQuery = Static<typeof ProjectListQuerySchema>;
