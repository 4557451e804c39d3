import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, DISABILITY_TYPES } from '@enlace/shared/domain';
import { ListSearch } from '../../../components/list/list-search';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  BENEFICIARY_SORT_FIELDS,
  type BeneficiaryListQuery,
  type BeneficiarySortField,
} from '../api/get-beneficiaries';

export type BeneficiaryListFiltersProps = {
  query: BeneficiaryListQuery;
  onChange: (change: Partial<BeneficiaryListQuery>) => void;
};

// One select for the two disability filters of the API: with or without any disability, or one type.
const WITH_ANY = 'hasDisability:true';
const WITHOUT = 'hasDisability:false';

const disabilityChoiceOf = (query: BeneficiaryListQuery) =>
  query.disability
    ? `type:${query.disability}`
    : query.hasDisability
      ? `hasDisability:${query.hasDisability}`
      : '';

const disabilityChange = (choice: string): Partial<BeneficiaryListQuery> => {
  if (choice.startsWith('type:')) return { disability: choice.slice('type:'.length), hasDisability: '' };
  if (choice.startsWith('hasDisability:'))
    return { hasDisability: choice.slice('hasDisability:'.length), disability: '' };
  return { hasDisability: '', disability: '' };
};

export function BeneficiaryListFilters({ query, onChange }: BeneficiaryListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align={{ lg: 'flex-end' }} mb="6">
      <ListSearch
        value={query.q}
        onSearch={onSearch}
        label={t('beneficiaries.search')}
        hint={t('beneficiaries.searchHint')}
      />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" flex="3" alignItems="flex-start">
        <Field.Root>
          <Field.Label>{t('beneficiaries.ageGroupFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={query.ageGroup}
              onChange={(event) => onChange({ ageGroup: event.target.value })}
            >
              <option value="">{t('beneficiaries.allAgeGroups')}</option>
              {AGE_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(`beneficiaries.ageGroups.${group}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('beneficiaries.disabilityFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={disabilityChoiceOf(query)}
              onChange={(event) => onChange(disabilityChange(event.target.value))}
            >
              <option value="">{t('beneficiaries.anyDisability')}</option>
              <option value={WITH_ANY}>{t('beneficiaries.withDisability')}</option>
              <option value={WITHOUT}>{t('beneficiaries.withoutDisability')}</option>
              <optgroup label={t('beneficiaries.disabilityTypes')}>
                {DISABILITY_TYPES.map((type) => (
                  <option key={type} value={`type:${type}`}>
                    {t(`enums.disabilityType.${type}`, { ns: 'common' })}
                  </option>
                ))}
              </optgroup>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('beneficiaries.sortBy')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={`${query.sort}:${query.direction}`}
              onChange={(event) => {
                const [sort, direction] = event.target.value.split(':');
                onChange({
                  sort: sort as BeneficiarySortField,
                  direction: direction === 'desc' ? 'desc' : 'asc',
                });
              }}
            >
              {BENEFICIARY_SORT_FIELDS.flatMap((field) =>
                (['asc', 'desc'] as const).map((direction) => (
                  <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                    {t(`beneficiaries.sort.${field}.${direction}`)}
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
