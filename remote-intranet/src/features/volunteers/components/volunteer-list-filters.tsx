import { Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_STATUSES, type VolunteerStatus } from '@enlace/shared/domain';
import {
  VOLUNTEER_SORT_FIELDS,
  type VolunteerListQuery,
  type VolunteerSortField,
} from '../api/get-volunteers';

// Long enough not to call the API on every key, short enough to feel immediate.
const SEARCH_DEBOUNCE_MS = 300;

export type VolunteerListFiltersProps = {
  query: VolunteerListQuery;
  onChange: (change: Partial<VolunteerListQuery>) => void;
};

export function VolunteerListFilters({ query, onChange }: VolunteerListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [search, setSearch] = useState(query.q);
  const searchHintId = useId();

  // Back and forward change the URL: the box follows it.
  useEffect(() => setSearch(query.q), [query.q]);

  useEffect(() => {
    if (search.trim() === query.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query.q, onChange]);

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }} mb="6">
      <Field.Root flex="2">
        <Field.Label>{t('volunteers.search')}</Field.Label>
        <Input
          type="search"
          value={search}
          aria-describedby={searchHintId}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Field.HelperText id={searchHintId}>{t('volunteers.searchHint')}</Field.HelperText>
      </Field.Root>
      <HStack gap="4" flex="2" align="flex-start">
        <Field.Root>
          <Field.Label>{t('volunteers.statusFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={query.status}
              onChange={(event) => onChange({ status: event.target.value as VolunteerStatus | '' })}
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
