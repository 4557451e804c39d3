import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { VOLUNTEER_STATUSES } from '@enlace/shared/domain';
import { ListSearch } from '../../../components/list/list-search';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  VOLUNTEER_SORT_FIELDS,
  type VolunteerListQuery,
  type VolunteerSortField,
} from '../api/get-volunteers';

export type VolunteerListFiltersProps = {
  query: VolunteerListQuery;
  onChange: (change: Partial<VolunteerListQuery>) => void;
};

export function VolunteerListFilters({ query, onChange }: VolunteerListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }} mb="6">
      <ListSearch
        value={query.q}
        onSearch={onSearch}
        label={t('volunteers.search')}
        hint={t('volunteers.searchHint')}
      />
      <HStack gap="4" flex="2" align="flex-start">
        <Field.Root>
          <Field.Label>{t('volunteers.statusFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={query.status}
              onChange={(event) => onChange({ status: event.target.value })}
            >
              <option value="">{t('volunteers.allStatuses')}</option>
              {VOLUNTEER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`enums.volunteerStatus.${status}`, { ns: 'common' })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('volunteers.sortBy')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={`${query.sort}:${query.direction}`}
              onChange={(event) => {
                const [sort, direction] = event.target.value.split(':');
                onChange({
                  sort: sort as VolunteerSortField,
                  direction: direction === 'desc' ? 'desc' : 'asc',
                });
              }}
            >
              {VOLUNTEER_SORT_FIELDS.flatMap((field) =>
                (['asc', 'desc'] as const).map((direction) => (
                  <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                    {t(`volunteers.sort.${field}.${direction}`)}
                  </option>
                )),
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
    </Stack>
  );
}
