import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

/** What a list shows: search, filters, order and page. Filters are flat (`status`, `agreementStatus`…). */
export type ListState<Sort extends string, Filter extends string = never> = {
  q: string;
  page: number;
  sort: Sort;
  direction: SortDirection;
} & Record<Filter, string>;

export type ListStateConfig<Sort extends string, Filter extends string> = {
  sortFields: readonly Sort[];
  defaultSort: Sort;
  defaultDirection?: SortDirection;
  /**
   * Each filter with the values it accepts (a list, or a test for open-ended values such as a partner's id);
   * anything else in the URL counts as no filter.
   */
  filters?: Record<Filter, FilterValues>;
};

/** The values a filter accepts: a fixed list (an enumeration) or a test. */
export type FilterValues = readonly string[] | ((value: string) => boolean);

const accepts = (values: FilterValues, value: string) =>
  typeof values === 'function' ? values(value) : values.includes(value);

/**
 * A list's state kept in the URL (`?q=&page=&sort=&dir=` and one parameter per filter), so that a reload, a shared
 * link and the back button all keep it. Values that make no sense fall back to the defaults instead of failing;
 * defaults are left out of the URL. A new search, filter or order starts again from the first page; typing in the
 * search box replaces the history entry, paging and filtering add one.
 */
export function useListState<Sort extends string, Filter extends string = never>(
  config: ListStateConfig<Sort, Filter>,
): [ListState<Sort, Filter>, (change: Partial<ListState<Sort, Filter>>) => void] {
  const [params, setParams] = useSearchParams();
  const { sortFields, defaultSort, defaultDirection = 'asc', filters } = config;
  const filterEntries = useMemo(() => Object.entries(filters ?? {}) as [Filter, FilterValues][], [filters]);

  const state = useMemo(() => {
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    const sort = params.get('sort') as Sort | null;
    const direction = params.get('dir');
    const base = {
      q: params.get('q') ?? '',
      page: Number.isFinite(page) && page > 0 ? page : 1,
      sort: sort !== null && sortFields.includes(sort) ? sort : defaultSort,
      direction: direction === 'asc' || direction === 'desc' ? direction : defaultDirection,
    };
    const chosen = Object.fromEntries(
      filterEntries.map(([name, options]) => {
        const value = params.get(name);
        return [name, value !== null && accepts(options, value) ? value : ''];
      }),
    );
    return { ...base, ...chosen } as ListState<Sort, Filter>;
  }, [params, sortFields, defaultSort, defaultDirection, filterEntries]);

  const update = useCallback(
    (change: Partial<ListState<Sort, Filter>>) => {
      const next = { ...state, ...change } as ListState<Sort, Filter>;
      if (!('page' in change)) next.page = 1;
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      for (const [name] of filterEntries) {
        const value = (next as Record<string, unknown>)[name];
        if (typeof value === 'string' && value) search.set(name, value);
      }
      if (next.page > 1) search.set('page', String(next.page));
      if (next.sort !== defaultSort) search.set('sort', next.sort);
      if (next.direction !== defaultDirection) search.set('dir', next.direction);
      setParams(search, { replace: 'q' in change });
    },
    [state, filterEntries, defaultSort, defaultDirection, setParams],
  );

  return [state, update];
}
