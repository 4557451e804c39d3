import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list/list-search';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { partnerIdOf } from '../../../utils/partner-paths';
import {
  CONTACT_PARTNER_SORT_FIELDS,
  type ContactPartnerListQuery,
  type ContactPartnerSortField,
} from '../api/get-contact-partners';
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
    <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align={{ lg: 'flex-end' }} mb="6">
      <ListSearch
        value={query.q}
        onSearch={onSearch}
        label={t('contactPartners.search')}
        hint={t('contactPartners.searchHint')}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" flex="2" alignItems="flex-start">
        <Field.Root>
          <Field.Label>{t('contactPartners.partnerFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={query.partner}
              onChange={(event) => onChange({ partner: event.target.value })}
            >
              <option value="">{t('contactPartners.allPartners')}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('contactPartners.sortBy')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={`${query.sort}:${query.direction}`}
              onChange={(event) => {
                const [sort, direction] = event.target.value.split(':');
                onChange({
                  sort: sort as ContactPartnerSortField,
                  direction: direction === 'desc' ? 'desc' : 'asc',
                });
              }}
            >
              {CONTACT_PARTNER_SORT_FIELDS.flatMap((field) =>
                (['asc', 'desc'] as const).map((direction) => (
                  <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                    {t(`contactPartners.sort.${field}.${direction}`)}
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
