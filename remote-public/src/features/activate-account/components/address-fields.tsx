import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoEntity } from '@enlace/shared/domain';
import { SelectField, TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ActivateAccountFormValues } from '../api/activate-account';
import { useCountries } from '../api/get-countries';
import { useLocations } from '../api/get-locations';
import { useProvinces } from '../api/get-provinces';
import { useStates } from '../api/get-states';

const SEARCH_DELAY_MS = 300;

const toOptions = (entities: GeoEntity[]) =>
  entities.map((entity) => ({ value: entity['@id'], label: entity.name }));

/**
 * Country, state, province and town as cascading selects (each filters the next and clearing a level clears the
 * ones below it); towns are narrowed by a search box because a province can hold hundreds of them.
 */
export function AddressFields() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values, setFieldValue } = useFormikContext<ActivateAccountFormValues>();
  const { addressCountry, addressState, addressProvince, addressLocation } = values;
  const [search, setSearch] = useState('');
  const [debouncedSearch, setDebouncedSearch] = useState('');

  const countries = useCountries();
  const states = useStates(addressCountry);
  const provinces = useProvinces(addressState);
  const locations = useLocations(addressProvince, debouncedSearch);

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // A new parent empties the levels below it; the first render keeps the initial values.
  const previous = useRef({ addressCountry, addressState, addressProvince });
  useEffect(() => {
    const before = previous.current;
    previous.current = { addressCountry, addressState, addressProvince };
    if (before.addressCountry !== addressCountry) {
      void setFieldValue('addressState', '', false);
      void setFieldValue('addressProvince', '', false);
      void setFieldValue('addressLocation', '', false);
    } else if (before.addressState !== addressState) {
      void setFieldValue('addressProvince', '', false);
      void setFieldValue('addressLocation', '', false);
    } else if (before.addressProvince !== addressProvince) {
      void setFieldValue('addressLocation', '', false);
      setSearch('');
      setDebouncedSearch('');
    }
  }, [addressCountry, addressState, addressProvince, setFieldValue]);

  // Keep the chosen town in the list while a new search narrows it to others.
  const chosenLocation = useRef<GeoEntity | null>(null);
  const found = locations.entities.find((entity) => entity['@id'] === addressLocation);
  if (found) chosenLocation.current = found;
  if (!addressLocation) chosenLocation.current = null;
  const locationOptions = useMemo(() => {
    const kept = chosenLocation.current;
    const list =
      kept && !locations.entities.some((entity) => entity['@id'] === kept['@id'])
        ? [kept, ...locations.entities]
        : locations.entities;
    return toOptions(list);
    // chosenLocation is a ref updated during render together with addressLocation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locations.entities, addressLocation]);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        name="addressCountry"
        label={t('addressCountry')}
        placeholder={t('selectPlaceholder')}
        options={toOptions(countries.entities)}
        required
      />
      <SelectField
        name="addressState"
        label={t('addressState')}
        placeholder={t('selectPlaceholder')}
        options={toOptions(states.entities)}
        disabled={!addressCountry}
        required
      />
      <SelectField
        name="addressProvince"
        label={t('addressProvince')}
        placeholder={t('selectPlaceholder')}
        options={toOptions(provinces.entities)}
        disabled={!addressState}
        required
      />
      <Field.Root disabled={!addressProvince}>
        <Field.Label>{t('locationSearch')}</Field.Label>
        <Input
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Field.HelperText>{t('locationSearchHint')}</Field.HelperText>
      </Field.Root>
      <SelectField
        name="addressLocation"
        label={t('addressLocation')}
        placeholder={t('selectPlaceholder')}
        options={locationOptions}
        disabled={!addressProvince}
        required
      />
      <TextField name="postalCode" label={t('postalCode')} autoComplete="postal-code" />
      <TextField name="address" label={t('address')} autoComplete="street-address" required />
    </SimpleGrid>
  );
}
