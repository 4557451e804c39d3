import fp from 'fastify-plugin';
import type { PageRequest } from '../../lib/collection';
import { normalizeForSearch } from '../../lib/normalize';

export type GeoKind = 'countries' | 'states' | 'provinces' | 'locations';

export interface GeoRow {
  id: number;
  name: string;
  iso: string | null;
  geoname_id: number | null;
}

export interface GeoFilter {
  /** The parent's id: country of a state, state of a province, province of a location. */
  parentId?: number;
  search?: string;
}

const parentColumn = {
  countries: undefined,
  states: 'country_id',
  provinces: 'state_id',
  locations: 'province_id',
} as const;

// Geography is reference data shared by every tenant: no tenant filter here.
export interface GeographyRepository {
  list(kind: GeoKind, filter: GeoFilter, page: PageRequest): Promise<{ rows: GeoRow[]; total: number }>;
  /** The row and its parent id, for checking that a chosen address is consistent. */
  find(kind: GeoKind, id: number): Promise<(GeoRow & { parentId: number | null }) | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    geographyRepository: GeographyRepository;
  }
}

// Wildcards are dropped rather than escaped: SQLite and PostgreSQL escape LIKE differently.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '');

export const geographyRepositoryPlugin = fp(
  async (app) => {
    app.decorate('geographyRepository', {
      async list(kind, filter, page) {
        // Kysely cannot type a query over a table chosen at run time; the four tables share these columns.
        let query = app.db.selectFrom(kind as 'locations');
        const parent = parentColumn[kind];
        if (parent && filter.parentId !== undefined) {
          query = query.where(parent as 'province_id', '=', filter.parentId);
        }
        if (kind === 'locations' && filter.search) {
          const term = escapeLike(normalizeForSearch(filter.search));
          query = query.where('search_name', 'like', `%${term}%`);
        }
        const { total } = await query
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow();
        let rows = query.select(['id', 'name', 'iso', 'geoname_id']);
        if (kind === 'locations' && filter.search) {
          const term = escapeLike(normalizeForSearch(filter.search));
          // Names that start with the search come first.
          rows = rows.orderBy((eb) =>
            eb.case().when('search_name', 'like', `${term}%`).then(0).else(1).end(),
          );
        }
        rows = rows.orderBy('name').orderBy('id');
        if (page.paginate) rows = rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage);
        return { rows: await rows.execute(), total: Number(total) };
      },
      async find(kind, id) {
        const parent = parentColumn[kind];
        const row = await app.db
          .selectFrom(kind as 'locations')
          .select(['id', 'name', 'iso', 'geoname_id'])
          .$if(parent !== undefined, (q) => q.select(`${parent as 'province_id'} as parentId`))
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return undefined;
        const parentId = (row as { parentId?: number }).parentId;
        return { ...row, parentId: parentId === undefined ? null : Number(parentId) };
      },
    } satisfies GeographyRepository);
  },
  { name: 'geography-repository', dependencies: ['database'] },
);
