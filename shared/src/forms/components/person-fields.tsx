import { GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObject, ObjectSchema } from 'yup';
import { DISABILITY_TYPES, IDENTIFICATION_TYPES, SEXES, personFieldsSchema } from '@enlace/shared/domain';
import { SelectField, TextField } from '@enlace/shared/ui';
import { FORMS_NAMESPACE } from '../translations';
import { useFormFields } from '../hooks/use-form-fields';
import { AddressFields } from './address-fields';
import { CheckboxGroupField } from './checkbox-group-field';

/** The person fields of spec §3 that {@link PersonFields} knows how to render. */
export const PERSON_FIELD_NAMES = [
  'name',
  'surname',
  'identificationType',
  'identification',
  'sex',
  'birthday',
  'disability',
  'email',
  'phonePrefixMobile',
  'phoneMobile',
  'phonePrefix',
  'phone',
  'addressCountry',
  'addressState',
  'addressProvince',
  'addressLocation',
  'address',
  'postalCode',
] as const;
export type PersonFieldName = (typeof PERSON_FIELD_NAMES)[number];

const ADDRESS_FIELDS: readonly string[] = [
  'addressCountry',
  'addressState',
  'addressProvince',
  'addressLocation',
  'address',
  'postalCode',
];

export type PersonFieldsProps = {
  /**
   * The fields to show, in order: usually one group of a FIELD_GROUPS constant (e.g.
   * `VOLUNTEER_FIELD_GROUPS.contact`). Names this component does not know are left to the caller.
   */
  fields: readonly string[];
  /** The operation's shared schema: the fields it requires are marked as required. */
  schema?: ObjectSchema<AnyObject>;
  disabled?: boolean;
};

/**
 * Formik-bound person fields (personal data, contact, address) with their labels, input types, autocomplete
 * hints and options. Errors, from the client-side schema or from the API's violations, show under each field
 * and are announced (aria-invalid, aria-describedby).
 */
export function PersonFields({ fields, schema = personFieldsSchema, disabled }: PersonFieldsProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const {
    field,
    fieldLabel: label,
    required,
  } = useFormFields<Record<string, unknown>>(schema, {
    readOnly: disabled,
  });
  const common = (name: string) => ({ ...field(name), label: label(name) });

  const render: Record<string, () => ReactNode> = {
    name: () => <TextField {...common('name')} autoComplete="given-name" />,
    surname: () => <TextField {...common('surname')} autoComplete="family-name" />,
    identificationType: () => (
      <SelectField
        {...common('identificationType')}
        options={IDENTIFICATION_TYPES.map((type) => ({
          value: type,
          label: t(`enums.identificationType.${type}`, { ns: 'domain' }),
        }))}
      />
    ),
    identification: () => <TextField {...common('identification')} autoComplete="off" />,
    sex: () => (
      <SelectField
        {...common('sex')}
        options={SEXES.map((sex) => ({ value: sex, label: t(`enums.sex.${sex}`, { ns: 'domain' }) }))}
      />
    ),
    birthday: () => <TextField {...common('birthday')} type="date" autoComplete="bday" />,
    disability: () => (
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <CheckboxGroupField
          name="disability"
          legend={label('disability')}
          disabled={disabled}
          options={DISABILITY_TYPES.map((type) => ({
            value: type,
            label: t(`enums.disabilityType.${type}`, { ns: 'domain' }),
          }))}
        />
      </GridItem>
    ),
    email: () => <TextField {...common('email')} type="email" autoComplete="email" />,
    phonePrefixMobile: () => (
      <TextField
        {...common('phonePrefixMobile')}
        type="tel"
        autoComplete="tel-country-code"
        helperText={t('phonePrefixHint')}
      />
    ),
    phoneMobile: () => <TextField {...common('phoneMobile')} type="tel" autoComplete="tel-national" />,
    phonePrefix: () => <TextField {...common('phonePrefix')} type="tel" helperText={t('phonePrefixHint')} />,
    phone: () => <TextField {...common('phone')} type="tel" />,
  };

  const plain = fields.filter((name) => name in render);
  const withAddress = fields.some((name) => ADDRESS_FIELDS.includes(name));

  return (
    <Stack gap="4">
      {plain.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {plain.map((name) => (
            <Fragment key={name}>{render[name]()}</Fragment>
          ))}
        </SimpleGrid>
      ) : null}
      {withAddress ? <AddressFields required={required} disabled={disabled} /> : null}
    </Stack>
  );
}
