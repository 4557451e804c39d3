import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_STATUSES, PARTNER_LEGAL_TYPES, PARTNER_SORT_FIELDS } from '@enlace/shared/domain';
import { ChoiceFilter, ListFilters, SortSelect } from '../../../components/list/list-filters';
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
      <ChoiceFilter
        label={t('partners.legalTypeFilter')}
        value={query.legalType}
        anyLabel={t('partners.allLegalTypes')}
        choices={PARTNER_LEGAL_TYPES}
        choiceLabel={(value) => option('partnerLegalType', value)}
        onChange={(legalType) => onChange({ legalType })}
      />
      <ChoiceFilter
        label={t('partners.agreementFilter')}
        value={query.agreementStatus}
        anyLabel={t('partners.allAgreements')}
        choices={AGREEMENT_STATUSES}
        choiceLabel={(value) => option('agreementStatus', value)}
        onChange={(agreementStatus) => onChange({ agreementStatus })}
      />
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
