import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list/list-search';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  ADMIN_FILTER_VALUES,
  STAFF_SORT_CHOICES,
  type StaffListQuery,
  type StaffSortField,
} from '../api/get-staff-members';

export type StaffListFiltersProps = {
  query: StaffListQuery;
  onChange: (change: Partial<StaffListQuery>) => void;
};

/** Search by name, surname, email or document; administrators in or out; order. */
export function StaffListFilters({ query, onChange }: StaffListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align={{ lg: 'flex-end' }} mb="6">
      <ListSearch
        value={query.q}
        onSearch={onSearch}
        label={t('staff.search')}
        hint={t('staff.searchHint')}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" flex="2" alignItems="flex-start">
        <Field.Root>
          <Field.Label>{t('staff.adminFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={query.isAdmin}
              onChange={(event) => onChange({ isAdmin: event.target.value })}
            >
              <option value="">{t('staff.adminFilterAll')}</option>
              {ADMIN_FILTER_VALUES.map((value) => (
                <option key={value} value={value}>
                  {t(`staff.adminFilterValues.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('staff.sortBy')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={`${query.sort}:${query.direction}`}
              onChange={(event) => {
                const [sort, direction] = event.target.value.split(':');
                onChange({ sort: sort as StaffSortField, direction: direction === 'desc' ? 'desc' : 'asc' });
              }}
            >
              {STAFF_SORT_CHOICES.flatMap((field) =>
                (['asc', 'desc'] as const).map((direction) => (
                  <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                    {t(`staff.sort.${field}.${direction}`)}
                  </option>
                )),
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
