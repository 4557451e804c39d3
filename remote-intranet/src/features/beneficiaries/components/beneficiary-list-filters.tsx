import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, DISABILITY_TYPES } from '@enlace/shared/domain';
import { ChoiceFilter, FilterSelect, ListFilters, SortSelect } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { BENEFICIARY_SORT_CHOICES, type BeneficiaryListQuery } from '../api/get-beneficiaries';

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
    <ListFilters
      q={query.q}
      onSearch={onSearch}
      searchLabel={t('beneficiaries.search')}
      searchHint={t('beneficiaries.searchHint')}
    >
      <ChoiceFilter
        label={t('beneficiaries.ageGroupFilter')}
        value={query.ageGroup}
        anyLabel={t('beneficiaries.allAgeGroups')}
        choices={AGE_GROUPS}
        choiceLabel={(group) => t(`beneficiaries.ageGroups.${group}`)}
        onChange={(ageGroup) => onChange({ ageGroup })}
      />
      <FilterSelect
        label={t('beneficiaries.consentFilter')}
        value={query.awaitingConsent}
        onChange={(awaitingConsent) => onChange({ awaitingConsent })}
      >
        <option value="">{t('beneficiaries.anyConsent')}</option>
        <option value="true">{t('beneficiaries.awaitingConsent')}</option>
      </FilterSelect>
      <FilterSelect
        label={t('beneficiaries.disabilityFilter')}
        value={disabilityChoiceOf(query)}
        onChange={(choice) => onChange(disabilityChange(choice))}
      >
        <option value="">{t('beneficiaries.anyDisability')}</option>
        <option value={WITH_ANY}>{t('beneficiaries.withDisability')}</option>
        <option value={WITHOUT}>{t('beneficiaries.withoutDisability')}</option>
        <optgroup label={t('beneficiaries.disabilityTypes')}>
          {DISABILITY_TYPES.map((type) => (
            <option key={type} value={`type:${type}`}>
              {t(`enums.disabilityType.${type}`, { ns: 'domain' })}
            </option>
          ))}
        </optgroup>
      </FilterSelect>
      <SortSelect
        label={t('beneficiaries.sortBy')}
        fields={BENEFICIARY_SORT_CHOICES}
        sort={query.sort}
        direction={query.direction}
        optionLabel={(field, direction) => t(`beneficiaries.sort.${field}.${direction}`)}
        onChange={onChange}
      />
    </ListFilters>
  );
}
