import {
  type Static,
  type TOptional,
  type TProperties,
  type TSchema,
  type TUnknown,
  type TUnsafe,
  Type,
} from '@sinclair/typebox';
import { oneOf } from './json-schema';

/** `?page=` and `?itemsPerPage=` of a list (texts of digits, as a query carries them). */
export const paginationQueryProperties = {
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  itemsPerPage: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
};

/** `?pagination=false`: every member in one page. */
export const paginationSwitchQueryProperties = {
  pagination: Type.Optional(oneOf(['true', 'false'] as const)),
};

export type SortDirection = 'asc' | 'desc';

/** The query parameters that sort a list: `order[field]=asc|desc` for each field it sorts by. */
export type OrderQueryProperties<Field extends string> = {
  [F in Field as `order[${F}]`]: TOptional<TUnsafe<SortDirection>>;
};

export const orderQueryProperties = <Field extends string>(
  fields: readonly Field[],
): OrderQueryProperties<Field> =>
  Object.fromEntries(
    fields.map((field) => [`order[${field}]`, Type.Optional(oneOf(['asc', 'desc'] as const))]),
  ) as OrderQueryProperties<Field>;

/** `?page=` and `?itemsPerPage=` (at most 99) of the volunteer area's lists, a volunteer's certificates and history. */
export const volunteerAreaPageQueryProperties = {
  page: paginationQueryProperties.page,
  itemsPerPage: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,1}$' })),
};

/**
 * A list's page links (`view`): an unpaginated list has neither first nor last; previous and next only where
 * there is such a page.
 */
export const CollectionViewSchema = Type.Object({
  '@id': Type.String(),
  '@type': Type.String(),
  first: Type.Optional(Type.String()),
  last: Type.Optional(Type.String()),
  previous: Type.Optional(Type.String()),
  next: Type.Optional(Type.String()),
});
export type CollectionView = Static<typeof CollectionViewSchema>;

/** What every list the API answers holds (Hydra): its IRI and type, how many members it has, and its members. */
export const collectionProperties = <Member extends TSchema>(member: Member) => ({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  totalItems: Type.Integer(),
  member: Type.Array(member),
});

/** A list answered by pages, with its page links and what a list adds to them (a total…). */
export const CollectionOf = <Member extends TSchema, More extends TProperties = Record<never, never>>(
  member: Member,
  more?: More,
) => Type.Object({ ...collectionProperties(member), view: CollectionViewSchema, ...(more as More) });

/**
 * A list as the screens type it, its members of type `Member`: the answer's fields, with `@context` and the page
 * links optional, as a list answered at once (the participants of a session, a waiting list) has no links.
 */
export type Collection<Member> = Omit<
  Static<ReturnType<typeof CollectionOf<TUnknown>>>,
  '@context' | 'view' | 'member'
> & {
  '@context'?: string;
  view?: CollectionView;
  member: Member[];
};
