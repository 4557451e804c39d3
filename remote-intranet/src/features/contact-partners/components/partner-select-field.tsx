import { Field, Input, Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@enlace/shared/forms';
import { SelectField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { getPartnerByIri, usePartnerOptions } from '../api/get-partner-options';

const SEARCH_DELAY_MS = 300;

export type PartnerSelectFieldProps = {
  name: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * The partner of a contact person: a select of the tenant's partners by name. A tenant with more partners than
 * one page holds gets a search box that narrows the list; the chosen partner always stays an option (fetched by
 * its IRI when the list lacks it, e.g. when the form was opened from that partner's page).
 */
export function PartnerSelectField({ name, required, disabled }: PartnerSelectFieldProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [field] = useField<string>(name);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS);
  const options = usePartnerOptions(debounced);
  const members = options.data?.member;
  const [chosen, setChosen] = useState<{ iri: string; name: string } | null>(null);
  const value = field.value;
  const listed = members?.find((partner) => partner['@id'] === value);

  useEffect(() => {
    if (!value || listed || !members || chosen?.iri === value) return undefined;
    let current = true;
    getPartnerByIri(value).then(
      (partner) => current && setChosen({ iri: partner['@id'], name: partner.name }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, listed, members, chosen]);

  const selectOptions = useMemo(() => {
    const list = (members ?? []).map((partner) => ({ value: partner['@id'], label: partner.name }));
    if (chosen && chosen.iri === value && !list.some((option) => option.value === value)) {
      list.unshift({ value: chosen.iri, label: chosen.name });
    }
    return list;
  }, [members, chosen, value]);

  const searchable = (options.data?.totalItems ?? 0) > (members?.length ?? 0) || debounced.trim() !== '';

  return (
    <Stack gap="2">
      {searchable ? (
        <Field.Root disabled={disabled}>
          <Field.Label>{t('contactPartner.partnerSearch')}</Field.Label>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field.Root>
      ) : null}
      <SelectField
        name={name}
        label={t('fields.partner', { ns: 'domain' })}
        options={selectOptions}
        required={required}
        disabled={disabled || !members}
      />
    </Stack>
  );
}
