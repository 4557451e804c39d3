import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, ListFilters, SortSelect } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { partnerIdOf } from '../../../config/paths';
import { CONTACT_PARTNER_SORT_FIELDS } from '@enlace/shared/domain';
import type { ContactPartnerListQuery } from '../api/get-contact-partners';
import { usePartnerOptions } from '../api/get-partner-options';

export type ContactPartnerListFiltersProps = {
  query: ContactPartnerListQuery;
  onChange: (change: Partial<ContactPartnerListQuery>) => void;
};

/** Search by name, surname, email or document; filter by partner; order. */
export function ContactPartnerListFilters({ query, onChange }: ContactPartnerListFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const partners = usePartnerOptions('');
  const options = (partners.data?.member ?? []).map((partner) => ({
    id: String(partnerIdOf(partner['@id']) ?? partner.id),
    name: partner.name,
  }));
  // A partner in the URL that the first page of options lacks still shows as chosen.
  if (query.partner && !options.some((option) => option.id === query.partner)) {
    options.unshift({ id: query.partner, name: t('contactPartners.chosenPartner') });
  }

  return (
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t('contactPartners.search')}
      searchHint={t('contactPartners.searchHint')}
    >
      <FilterSelect
        label={t('contactPartners.partnerFilter')}
        value={query.partner}
        onChange={(partner) => onChange({ partner })}
      >
        <option value="">{t('contactPartners.allPartners')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </FilterSelect>
      <SortSelect
        label={t('contactPartners.sortBy')}
        fields={CONTACT_PARTNER_SORT_FIELDS}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`contactPartners.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
