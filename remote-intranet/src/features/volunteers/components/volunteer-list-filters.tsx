import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { VOLUNTEER_STATUSES } from '@enlace/shared/domain';
import { FilterSelect, ListFilters, SortSelect } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_SORT_FIELDS, type VolunteerListQuery } from '../api/get-volunteers';

export type VolunteerListFiltersProps = {
  query: VolunteerListQuery;
  onChange: (change: Partial<VolunteerListQuery>) => void;
};

export function VolunteerListFilters({ query, onChange }: VolunteerListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);

  return (
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t('volunteers.search')}
      searchHint={t('volunteers.searchHint')}
      rowFrom="md"
    >
      <FilterSelect
        label={t('volunteers.statusFilter')}
        value={query.status}
        onChange={(status) => onChange({ status })}
      >
        <option value="">{t('volunteers.allStatuses')}</option>
        {VOLUNTEER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`enums.volunteerStatus.${status}`, { ns: 'common' })}
          </option>
        ))}
      </FilterSelect>
      <SortSelect
        label={t('volunteers.sortBy')}
        fields={VOLUNTEER_SORT_FIELDS}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`volunteers.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
