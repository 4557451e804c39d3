import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '@enlace/shared/domain';
import { FilterSelect, ListFilters, SortSelect } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PROJECT_SORT_FIELDS, type ProjectListQuery } from '../api/get-projects';

export type ProjectListFiltersProps = {
  query: ProjectListQuery;
  onChange: (change: Partial<ProjectListQuery>) => void;
};

/** Search by name; filter by status; order by name or start date. */
export function ProjectListFilters({ query, onChange }: ProjectListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t('projects.search')}
      searchHint={t('projects.searchHint')}
    >
      <FilterSelect
        label={t('projects.statusFilter')}
        value={query.status}
        onChange={(status) => onChange({ status })}
      >
        <option value="">{t('projects.allStatuses')}</option>
        {PROJECT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`enums.projectStatus.${value}`, { ns: 'common' })}
          </option>
        ))}
      </FilterSelect>
      <SortSelect
        label={t('projects.sortBy')}
        fields={PROJECT_SORT_FIELDS}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`projects.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
