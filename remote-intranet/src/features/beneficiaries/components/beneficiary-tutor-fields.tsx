import { Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TUTOR_RELATIONS, tutorDataOf } from '@enlace/shared/domain';
import type { Beneficiary, BeneficiaryListItem } from '@enlace/shared/domain';
import { useDebouncedValue } from '@enlace/shared/forms';
import { SelectField, TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { getAdultBeneficiaries } from '../api/get-adult-beneficiaries';
import { getBeneficiary } from '../api/get-beneficiary';
import { beneficiaryPath } from '../../../config/paths';
import { TUTOR_DATA_FIELDS, withTutor, type BeneficiaryFormValues } from '../utils/beneficiary-form-values';

const SEARCH_DELAY_MS = 300;

export type BeneficiaryTutorFieldsProps = {
  /** A minor: the tutor's data and the relation are required. */
  required: boolean;
  /** The beneficiary being edited, who cannot be their own tutor. */
  selfId?: number;
  disabled?: boolean;
};

const fullName = (person: Pick<BeneficiaryListItem, 'name' | 'surname'>) =>
  `${person.name} ${person.surname}`;

/**
 * The tutor: a link to an adult beneficiary, chosen from a select that a search box narrows down (the adult's
 * data then fills the tutor fields and is kept current by the API), or the data typed in; and the relation.
 */
export function BeneficiaryTutorFields({ required, selfId, disabled }: BeneficiaryTutorFieldsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values, setValues } = useFormikContext<BeneficiaryFormValues>();
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [adults, setAdults] = useState<BeneficiaryListItem[]>([]);
  const [searching, setSearching] = useState(false);
  const [linked, setLinked] = useState<Beneficiary | null>(null);

  useEffect(() => {
    if (disabled) return undefined;
    let current = true;
    setSearching(true);
    getAdultBeneficiaries(debouncedSearch).then(
      (page) => {
        if (!current) return;
        setAdults(page.member);
        setSearching(false);
      },
      () => current && setSearching(false),
    );
    return () => {
      current = false;
    };
  }, [debouncedSearch, disabled]);

  // The linked adult's record: their name for the select and the link, and which tutor fields are theirs.
  const tutor = values.tutor;
  useEffect(() => {
    if (!tutor) {
      setLinked(null);
      return undefined;
    }
    if (linked?.['@id'] === tutor) return undefined;
    let current = true;
    getBeneficiary(tutor).then(
      (adult) => current && setLinked(adult),
      () => current && setLinked(null),
    );
    return () => {
      current = false;
    };
  }, [tutor, linked]);

  // Choosing another adult fills the tutor data from them; the first render keeps the stored (or given) values.
  const previousTutor = useRef(tutor);
  const fillFrom = useRef<string | null>(null);
  useEffect(() => {
    if (previousTutor.current !== tutor) {
      previousTutor.current = tutor;
      fillFrom.current = tutor || null;
    }
    if (linked && fillFrom.current === linked['@id'] && linked['@id'] === tutor) {
      fillFrom.current = null;
      void setValues((current) => withTutor(current, linked), false);
    }
  }, [tutor, linked, setValues]);

  const options = useMemo(() => {
    const list: Pick<BeneficiaryListItem, '@id' | 'id' | 'name' | 'surname'>[] = adults.filter(
      (adult) => adult.id !== selfId,
    );
    if (linked && linked['@id'] === tutor && !list.some((adult) => adult['@id'] === linked['@id'])) {
      list.unshift(linked);
    }
    return list.map((adult) => ({ value: adult['@id'], label: `${adult.surname}, ${adult.name}` }));
  }, [adults, selfId, linked, tutor]);

  // While linked, the fields the adult gives are theirs (the API ignores changes to them).
  const fromAdult = useMemo(() => {
    const data = linked && linked['@id'] === tutor ? tutorDataOf(linked) : null;
    return new Set(TUTOR_DATA_FIELDS.filter((field) => data?.[field] != null));
  }, [linked, tutor]);

  const noMatches = Boolean(debouncedSearch.trim() && !searching && options.length === 0);
  const field = (name: (typeof TUTOR_DATA_FIELDS)[number], type = 'text', autoComplete = 'off') => (
    <TextField
      name={name}
      label={label(name)}
      type={type}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled || fromAdult.has(name)}
    />
  );

  return (
    <Stack gap="4">
      {disabled ? null : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('beneficiary.tutorSearch')}</Field.Label>
            <Input
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Field.HelperText aria-live="polite">
              {searching && debouncedSearch.trim()
                ? t('beneficiary.tutorSearching')
                : noMatches
                  ? t('beneficiary.tutorNoMatches')
                  : t('beneficiary.tutorSearchHint')}
            </Field.HelperText>
          </Field.Root>
          <SelectField
            name="tutor"
            label={label('tutor')}
            placeholder={t('beneficiary.noLinkedTutor')}
            options={options}
            helperText={t('beneficiary.tutorLinkHint')}
          />
        </SimpleGrid>
      )}
      {linked && linked['@id'] === tutor ? (
        <Text color="fg.muted" fontSize="sm">
          {t('beneficiary.tutorLinked', { name: fullName(linked) })}{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={beneficiaryPath(linked.id)}>
              {t('beneficiary.tutorRecord', { name: fullName(linked) })}
            </RouterLink>
          </Link>
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('tutorName')}
        {field('tutorSurname')}
        {field('tutorEmail', 'email')}
        {field('tutorPhone', 'tel')}
      </SimpleGrid>
      {field('tutorAddress')}
      <SelectField
        name="relation"
        label={label('relation')}
        required={required}
        disabled={disabled}
        options={TUTOR_RELATIONS.map((relation) => ({
          value: relation,
          label: t(`enums.tutorRelation.${relation}`, { ns: 'domain' }),
        }))}
      />
    </Stack>
  );
}
