import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_STATUSES, PARTNER_LEGAL_TYPES, PARTNER_SORT_FIELDS } from '@enlace/shared/domain';
import { FilterSelect, ListFilters, SortSelect } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { PartnerListQuery } from '../api/get-partners';

export type PartnerListFiltersProps = {
  query: PartnerListQuery;
  onChange: (change: Partial<PartnerListQuery>) => void;
};

/** Search by name, NIF or email; filter by legal type and agreement status (the one shown); order. */
export function PartnerListFilters({ query, onChange }: PartnerListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const option = (enumeration: string, value: string) => t(`enums.${enumeration}.${value}`, { ns: 'domain' });

  return (
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t('partners.search')}
      searchHint={t('partners.searchHint')}
    >
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
      <SortSelect
        label={t('partners.sortBy')}
        fields={PARTNER_SORT_FIELDS}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`partners.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
