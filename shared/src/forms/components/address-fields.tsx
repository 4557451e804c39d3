import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLocation } from '@enlace/shared/api';
import type { GeoEntity } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { SelectField, TextField } from '@enlace/shared/ui';
import { useCountries } from '../hooks/use-countries';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLocations } from '../hooks/use-locations';
import { useProvinces } from '../hooks/use-provinces';
import { useStates } from '../hooks/use-states';
import { FORMS_NAMESPACE } from '../translations';

/** The address fields of the person payload (spec §3); references are IRIs ("/api/countries/724"). */
export type AddressValues = {
  addressCountry: string;
  addressState: string;
  addressProvince: string;
  addressLocation: string;
  address: string;
  postalCode: string;
};

export type AddressFieldsProps = {
  /** Which of the six fields are required (spec §5: all but the postal code). */
  required?: ReadonlySet<string>;
  disabled?: boolean;
};

const SEARCH_DELAY_MS = 300;
const DEFAULT_REQUIRED: ReadonlySet<string> = new Set([
  'addressCountry',
  'addressState',
  'addressProvince',
  'addressLocation',
  'address',
]);

const toOptions = (entities: GeoEntity[]) =>
  entities.map((entity) => ({ value: entity['@id'], label: entity.name }));

/**
 * Country, state, province and town as cascading selects: each filters the next, and changing a level empties the
 * ones below it. Towns are narrowed by a search box (a province can hold hundreds of them). Works inside any
 * formik form whose values include {@link AddressValues}.
 */
export function AddressFields({ required = DEFAULT_REQUIRED, disabled }: AddressFieldsProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { values, setFieldValue } = useFormikContext<AddressValues>();
  const { addressCountry, addressState, addressProvince, addressLocation } = values;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const countries = useCountries();
  const format = useLocaleFormat();
  // Countries by their names in the interface language, in that language's order (the API sorts Spanish names).
  const countryOptions = useMemo(() => {
    const collator = new Intl.Collator(format.locale);
    return countries.entities
      .map((entity) => ({ value: entity['@id'], label: format.country(entity) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.entities, format]);
  const states = useStates(addressCountry ?? '');
  const provinces = useProvinces(addressState ?? '');
  const locations = useLocations(addressProvince ?? '', debouncedSearch);

  // A new parent empties the levels below it; the first render keeps the initial (stored) values.
  const previous = useRef({ addressCountry, addressState, addressProvince });
  useEffect(() => {
    const before = previous.current;
    previous.current = { addressCountry, addressState, addressProvince };
    if (before.addressCountry !== addressCountry) {
      void setFieldValue('addressState', '', false);
      void setFieldValue('addressProvince', '', false);
      void setFieldValue('addressLocation', '', false);
      setSearch('');
    } else if (before.addressState !== addressState) {
      void setFieldValue('addressProvince', '', false);
      void setFieldValue('addressLocation', '', false);
      setSearch('');
    } else if (before.addressProvince !== addressProvince) {
      void setFieldValue('addressLocation', '', false);
      setSearch('');
    }
  }, [addressCountry, addressState, addressProvince, setFieldValue]);

  // The chosen town stays an option while a search narrows the list to others; a stored town that is not among
  // the first results (an edit form) is fetched by its IRI so that the select can show it.
  const [chosen, setChosen] = useState<GeoEntity | null>(null);
  const found = locations.entities.find((entity) => entity['@id'] === addressLocation);
  useEffect(() => {
    if (!addressLocation) {
      setChosen(null);
      return undefined;
    }
    if (found) {
      setChosen(found);
      return undefined;
    }
    if (chosen?.['@id'] === addressLocation || locations.loading) return undefined;
    let current = true;
    getLocation(addressLocation).then(
      (entity) => current && setChosen(entity),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [addressLocation, found, chosen, locations.loading]);

  const locationOptions = useMemo(() => {
    const list =
      chosen &&
      chosen['@id'] === addressLocation &&
      !locations.entities.some((entity) => entity['@id'] === chosen['@id'])
        ? [chosen, ...locations.entities]
        : locations.entities;
    return toOptions(list);
  }, [locations.entities, chosen, addressLocation]);

  const noMatches = Boolean(
    addressProvince && debouncedSearch.trim() && !locations.loading && locations.entities.length === 0,
  );

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        name="addressCountry"
        label={t('fields.addressCountry', { ns: 'domain' })}
        options={countryOptions}
        required={required.has('addressCountry')}
        disabled={disabled}
      />
      <SelectField
        name="addressState"
        label={t('fields.addressState', { ns: 'domain' })}
        options={toOptions(states.entities)}
        disabled={disabled || !addressCountry}
        required={required.has('addressState')}
      />
      <SelectField
        name="addressProvince"
        label={t('fields.addressProvince', { ns: 'domain' })}
        options={toOptions(provinces.entities)}
        disabled={disabled || !addressState}
        required={required.has('addressProvince')}
      />
      <Field.Root disabled={disabled || !addressProvince}>
        <Field.Label>{t('locationSearch')}</Field.Label>
        <Input
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Field.HelperText aria-live="polite">
          {locations.loading && debouncedSearch.trim()
            ? t('locationSearching')
            : noMatches
              ? t('locationNoMatches')
              : t('locationSearchHint')}
        </Field.HelperText>
      </Field.Root>
      <SelectField
        name="addressLocation"
        label={t('fields.addressLocation', { ns: 'domain' })}
        options={locationOptions}
        disabled={disabled || !addressProvince}
        required={required.has('addressLocation')}
      />
      <TextField
        name="postalCode"
        label={t('fields.postalCode', { ns: 'domain' })}
        autoComplete="postal-code"
        required={required.has('postalCode')}
        disabled={disabled}
      />
      <TextField
        name="address"
        label={t('fields.address', { ns: 'domain' })}
        autoComplete="street-address"
        required={required.has('address')}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
