import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_STATUSES, PLACE_SORT_FIELDS, PLACE_TYPES } from '@enlace/shared/domain';
import { ChoiceFilter, ListFilters, SortSelect } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { PlaceListQuery } from '../api/get-places';

export type PlaceListFiltersProps = {
  query: PlaceListQuery;
  onChange: (change: Partial<PlaceListQuery>) => void;
};

/** Search by name or street; filter by type and access status; order. */
export function PlaceListFilters({ query, onChange }: PlaceListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const option = (enumeration: string, value: string) => t(`enums.${enumeration}.${value}`, { ns: 'domain' });

  return (
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t('places.search')}
      searchHint={t('places.searchHint')}
    >
      <ChoiceFilter
        label={t('places.typeFilter')}
        value={query.type}
        anyLabel={t('places.allTypes')}
        choices={PLACE_TYPES}
        choiceLabel={(value) => option('placeType', value)}
        onChange={(type) => onChange({ type })}
      />
      <ChoiceFilter
        label={t('places.accessFilter')}
        value={query.accessStatus}
        anyLabel={t('places.allAccess')}
        choices={ACCESS_STATUSES}
        choiceLabel={(value) => option('placeAccessStatus', value)}
        onChange={(accessStatus) => onChange({ accessStatus })}
      />
      <SortSelect
        label={t('places.sortBy')}
        fields={PLACE_SORT_FIELDS}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`places.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
