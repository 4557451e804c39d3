import { type Kysely, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database, User, UsersTable } from '../db/schema';
import type { PageRequest } from './collection';
import { normalizeForSearch } from './normalize';

export const PERSON_SORT_FIELDS = ['name', 'surname', 'email', 'createdAt'] as const;
export type PersonSortField = (typeof PERSON_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

const sortColumns = {
  name: 'name_key',
  surname: 'surname_key',
  email: 'email',
  createdAt: 'created_at',
} as const satisfies Record<PersonSortField, keyof UsersTable>;

/** The columns every people list shows (personSummary), before the kind's own. */
export const personSummaryColumns = [
  'id',
  'name',
  'surname',
  'email',
  'phone_prefix_mobile',
  'phone_mobile',
  'identification',
] as const;

export interface PersonListFilter {
  search?: string;
  /** In priority order; the id breaks ties so that pages never overlap. */
  order: { field: PersonSortField; direction: SortDirection }[];
}

/** People of one kind, already narrowed to a tenant, a profile, the not-deleted and the kind's own filters. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type PeopleQuery = SelectQueryBuilder<Database, 'users', {}>;

/** The not-deleted people of a tenant with a profile: the equality columns every list index (0003) leads with. */
export const activePeople = (db: Kysely<Database>, tenantId: number, profile: string): PeopleQuery =>
  db
    .selectFrom('users')
    .where('tenant_id', '=', tenantId)
    .where('profile', '=', profile)
    .where('deleted_at', 'is', null);

/**
 * The page and the count of a people list (volunteers, staff…): every word of the search must appear in the
 * derived search text (name, surname, email, identification without accents), sorted by the derived keys.
 * The count runs on the same filters, so the same indexes answer both.
 */
export function personListQueries<C extends keyof User & string>(
  db: Kysely<Database>,
  people: PeopleQuery,
  columns: readonly C[],
  filter: PersonListFilter,
  page: PageRequest,
) {
  let matching = people;
  const words = filter.search ? normalizeForSearch(filter.search).split(/\s+/).filter(Boolean) : [];
  // A plain substring test: faster than LIKE and free of wildcards to escape.
  const contains = isPostgres(db) ? 'strpos' : 'instr';
  for (const word of words.slice(0, 5)) {
    matching = matching.where(sql<SqlBool>`${sql.raw(contains)}(${sql.ref('search_text')}, ${word}) > 0`);
  }
  const count = matching.select((eb) => eb.fn.countAll<number | string>().as('total'));
  // A search is answered from the narrow search index first; the page then reads only the matching rows,
  // instead of walking the sort index and reading every row to test it (slow when few or none match).
  const paged = words.length ? people.where('id', 'in', matching.select('id')) : people;
  let rows = paged.select(columns);
  for (const { field, direction } of filter.order) rows = rows.orderBy(sortColumns[field], direction);
  rows = rows.orderBy('id', filter.order[0]?.direction ?? 'asc');
  return { count, page: rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage) };
}

/** Runs the list queries: the page's rows and the total. */
export async function runPersonList<R>(queries: {
  count: { executeTakeFirstOrThrow(): Promise<{ total: number | string }> };
  page: { execute(): Promise<R[]> };
}): Promise<{ rows: R[]; total: number }> {
  const { total } = await queries.count.executeTakeFirstOrThrow();
  return { rows: await queries.page.execute(), total: Number(total) };
}
