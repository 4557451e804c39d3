import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_STATUSES } from '@enlace/shared/domain';
import { FilterSelect, ListFilters, SortSelect } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { ACTIVITY_SORT_FIELDS, type ActivityListQuery } from '../api/get-activities';

export type ActivityListFiltersProps = {
  query: ActivityListQuery;
  onChange: (change: Partial<ActivityListQuery>) => void;
};

/** Search by name; filter by status; order by start date or name. */
export function ActivityListFilters({ query, onChange }: ActivityListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t('activities.search')}
      searchHint={t('activities.searchHint')}
    >
      <FilterSelect
        label={t('activities.statusFilter')}
        value={query.status}
        onChange={(status) => onChange({ status })}
      >
        <option value="">{t('activities.allStatuses')}</option>
        {ACTIVITY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`enums.activityStatus.${value}`, { ns: 'common' })}
          </option>
        ))}
      </FilterSelect>
      <SortSelect
        label={t('activities.sortBy')}
        fields={ACTIVITY_SORT_FIELDS}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`activities.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
