import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_STATUSES, PARTNER_LEGAL_TYPES } from '@enlace/shared/domain';
import { ListSearch } from '../../../components/list/list-search';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PARTNER_SORT_FIELDS, type PartnerListQuery, type PartnerSortField } from '../api/get-partners';

export type PartnerListFiltersProps = {
  query: PartnerListQuery;
  onChange: (change: Partial<PartnerListQuery>) => void;
};

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Search by name, NIF or email; filter by legal type and agreement status (the one shown); order. */
export function PartnerListFilters({ query, onChange }: PartnerListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const option = (enumeration: string, value: string) => t(`enums.${enumeration}.${value}`, { ns: 'common' });

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align={{ lg: 'flex-end' }} mb="6">
      <ListSearch
        value={query.q}
        onSearch={onSearch}
        label={t('partners.search')}
        hint={t('partners.searchHint')}
      />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" flex="3" alignItems="flex-start">
        <FilterSelect
          label={t('partners.legalTypeFilter')}
          value={query.legalType}
          onChange={(legalType) => onChange({ legalType })}
        >
          <option value="">{t('partners.allLegalTypes')}</option>
          {PARTNER_LEGAL_TYPES.map((value) => (
            <option key={value} value={value}>
              {option('partnerLegalType', value)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('partners.agreementFilter')}
          value={query.agreementStatus}
          onChange={(agreementStatus) => onChange({ agreementStatus })}
        >
          <option value="">{t('partners.allAgreements')}</option>
          {AGREEMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {option('agreementStatus', value)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('partners.sortBy')}
          value={`${query.sort}:${query.direction}`}
          onChange={(value) => {
            const [sort, direction] = value.split(':');
            onChange({ sort: sort as PartnerSortField, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
        >
          {PARTNER_SORT_FIELDS.flatMap((field) =>
            (['asc', 'desc'] as const).map((direction) => (
              <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                {t(`partners.sort.${field}.${direction}`)}
              </option>
            )),
          )}
        </FilterSelect>
      </SimpleGrid>
    </Stack>
  );
}
