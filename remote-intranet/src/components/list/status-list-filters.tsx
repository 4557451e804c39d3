import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../i18n/translations';
import { ChoiceFilter, ListFilters, SortSelect } from './list-filters';

export type StatusListFiltersProps<Sort extends string> = {
  query: ListState<Sort, 'status'>;
  onChange: (change: Partial<ListState<Sort, 'status'>>) => void;
  /**
   * Where the list's texts are in the intranet namespace: `{texts}.search`, `.searchHint`, `.statusFilter`,
   * `.allStatuses`, `.sortBy` and `.sort.{field}.{direction}`.
   */
  texts: string;
  statuses: readonly string[];
  /** The common enumeration that names each status (`activityStatus`, `projectStatus`). */
  statusEnum: string;
  sortFields: readonly Sort[];
  /** From which width the filters stand in a row (ListFilters' default otherwise). */
  rowFrom?: 'md' | 'lg';
};

/** The filter bar of a list searched by name, filtered by status and ordered by a few fields. */
export function StatusListFilters<Sort extends string>({
  query,
  onChange,
  texts,
  statuses,
  statusEnum,
  sortFields,
  rowFrom,
}: StatusListFiltersProps<Sort>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t(`${texts}.search`)}
      searchHint={t(`${texts}.searchHint`)}
      rowFrom={rowFrom}
    >
      <ChoiceFilter
        label={t(`${texts}.statusFilter`)}
        value={query.status}
        anyLabel={t(`${texts}.allStatuses`)}
        choices={statuses}
        choiceLabel={(value) => t(`enums.${statusEnum}.${value}`, { ns: 'domain' })}
        onChange={(status) => onChange({ status })}
      />
      <SortSelect
        label={t(`${texts}.sortBy`)}
        fields={sortFields}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`${texts}.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
