import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IDENTIFICATION_TYPES, SEXES } from '@enlace/shared/domain';
import { PasswordField, SelectField, SubmitButton, TextField, formikValidator } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  activateAccountInputSchema,
  useActivateAccount,
  type ActivateAccountFormValues,
} from '../api/activate-account';
import type { PendingAccount } from '../api/get-pending-account';
import { AddressFields } from './address-fields';

// Spain is preselected: most people of the organisations live there (ISO 3166 numeric 724).
const SPAIN_IRI = '/api/countries/724';
const SPAIN_PHONE_PREFIX = '+34';

export type ActivateAccountFormProps = {
  code: string;
  account: PendingAccount;
};

/** Spec §2 /activate-account: complete the person fields of §3 and choose a password; then go to login. */
export function ActivateAccountForm({ code, account }: ActivateAccountFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const activate = useActivateAccount(code);
  // The code travels with the values so that the shared schema's activationCode rule passes.
  const validate = formikValidator(activateAccountInputSchema);

  const initialValues: ActivateAccountFormValues = {
    email: account.email,
    name: account.name ?? '',
    surname: account.surname ?? '',
    phonePrefixMobile: SPAIN_PHONE_PREFIX,
    phoneMobile: '',
    phonePrefix: '',
    phone: '',
    addressCountry: SPAIN_IRI,
    addressState: '',
    addressProvince: '',
    addressLocation: '',
    address: '',
    postalCode: '',
    identificationType: '',
    identification: '',
    sex: '',
    birthday: '',
    password: '',
    repeatPassword: '',
  };

  return (
    <Formik<ActivateAccountFormValues>
      initialValues={initialValues}
      validate={(values) => validate({ ...values, activationCode: code })}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        if (await activate(values, helpers)) navigate('/login', { replace: true });
      }}
    >
      <Form noValidate>
        <Stack gap="8">
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t('sectionPersonal')}
            </Fieldset.Legend>
            <Fieldset.Content>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="name" label={t('name')} autoComplete="given-name" required />
                <TextField name="surname" label={t('surname')} autoComplete="family-name" required />
                <SelectField
                  name="identificationType"
                  label={t('identificationType')}
                  placeholder={t('selectPlaceholder')}
                  options={IDENTIFICATION_TYPES.map((type) => ({
                    value: type,
                    label: t(`enums.identificationType.${type}`),
                  }))}
                  required
                />
                <TextField name="identification" label={t('identification')} required />
                <SelectField
                  name="sex"
                  label={t('sex')}
                  placeholder={t('selectPlaceholder')}
                  options={SEXES.map((sex) => ({ value: sex, label: t(`enums.sex.${sex}`) }))}
                  required
                />
                <TextField name="birthday" type="date" label={t('birthday')} autoComplete="bday" required />
              </SimpleGrid>
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t('sectionContact')}
            </Fieldset.Legend>
            <Fieldset.Content>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  name="phonePrefixMobile"
                  label={t('phonePrefixMobile')}
                  helperText={t('phonePrefixHint')}
                  type="tel"
                  autoComplete="tel-country-code"
                  required
                />
                <TextField
                  name="phoneMobile"
                  label={t('phoneMobile')}
                  type="tel"
                  autoComplete="tel-national"
                  required
                />
                <TextField
                  name="phonePrefix"
                  label={t('phonePrefix')}
                  helperText={t('phonePrefixHint')}
                  type="tel"
                />
                <TextField name="phone" label={t('phone')} type="tel" />
              </SimpleGrid>
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t('sectionAddress')}
            </Fieldset.Legend>
            <Fieldset.Content>
              <AddressFields />
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t('sectionPassword')}
            </Fieldset.Legend>
            <Fieldset.Content>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <PasswordField
                  name="password"
                  label={t('password')}
                  helperText={t('passwordHint')}
                  autoComplete="new-password"
                  required
                />
                <PasswordField
                  name="repeatPassword"
                  label={t('repeatPassword')}
                  autoComplete="new-password"
                  required
                />
              </SimpleGrid>
            </Fieldset.Content>
          </Fieldset.Root>

          <SubmitButton>{t('activateSubmit')}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
