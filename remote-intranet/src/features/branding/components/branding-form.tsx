import { Box, Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolations, validateSource } from '@enlace/shared/api';
import { FocusFirstError, FormSection, SwitchField, UnsavedChangesGuard } from '@enlace/shared/forms';
import {
  SESSION_REMINDER_MAX_HOURS,
  type TenantBranding,
  WAITING_LIST_OFFER_HOURS,
} from '@enlace/shared/domain';
import { SubmitButton, TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { updateBrandingInputSchema } from '../api/update-branding';
import {
  type BrandingFormValues,
  type BrandingLanguage,
  toBrandingErrors,
  toBrandingPayload,
} from '../utils/branding-form-values';
import { BrandColorField } from './brand-color-field';
import { BrandingCopiesSection } from './branding-copies-section';
import { BrandingPreview } from './branding-preview';

const validate = async (values: BrandingFormValues) =>
  toBrandingErrors(
    translateViolations(await validateSource(updateBrandingInputSchema, toBrandingPayload(values))),
  );

export type BrandingFormProps = {
  branding: TenantBranding;
  initialValues: BrandingFormValues;
  onSubmit: (values: BrandingFormValues, helpers: FormikHelpers<BrandingFormValues>) => Promise<void>;
  /** The images' section: saved on their own, outside the form's changes. */
  images: ReactNode;
};

/**
 * Name, website, colour (with its contrast, live), the images, the home's texts per language, the analytics and
 * the session reminders, checked with the shared tenantBrandingSchema; beside them, the home's hero as it would look.
 */
export function BrandingForm({ branding, initialValues, onSubmit, images }: BrandingFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [language, setLanguage] = useState<BrandingLanguage>('es');

  return (
    <Formik<BrandingFormValues>
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FocusFirstError />
        <UnsavedChangesGuard />
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="8"
          alignItems="start"
        >
          <Stack gap="8">
            <FormSection legend={t('branding.sections.organisation')}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="company_name" label={t('branding.fields.companyName')} required />
                <TextField
                  name="web_url"
                  label={t('branding.fields.webUrl')}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                />
              </SimpleGrid>
            </FormSection>
            <FormSection legend={t('branding.sections.color')}>
              <BrandColorField name="primary_color" />
            </FormSection>
            {images}
            <BrandingCopiesSection language={language} onLanguageChange={setLanguage} />
            <FormSection
              legend={t('branding.sections.analytics')}
              description={t('branding.sections.analyticsHint')}
            >
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  name="analytics.matomo_host"
                  label={t('branding.fields.matomoHost')}
                  helperText={t('branding.fields.matomoHostHint')}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                />
                <TextField
                  name="analytics.matomo_site_id"
                  label={t('branding.fields.matomoSiteId')}
                  helperText={t('branding.fields.matomoSiteIdHint')}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </SimpleGrid>
            </FormSection>
            <FormSection
              legend={t('branding.sections.reminders')}
              description={t('branding.sections.remindersHint')}
            >
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  name="session_reminder_hours"
                  label={t('branding.fields.sessionReminderHours')}
                  helperText={t('branding.fields.sessionReminderHoursHint', {
                    max: SESSION_REMINDER_MAX_HOURS,
                  })}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
              </SimpleGrid>
            </FormSection>
            <FormSection
              legend={t('branding.sections.waitingLists')}
              description={t('branding.sections.waitingListsHint')}
            >
              <SwitchField
                name="waiting_list_offers"
                label={t('branding.fields.waitingListOffers')}
                helperText={t('branding.fields.waitingListOffersHint', { hours: WAITING_LIST_OFFER_HOURS })}
              />
            </FormSection>
            <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              {t('app.save', { ns: 'common' })}
            </SubmitButton>
          </Stack>
          <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <BrandingPreview branding={branding} language={language} />
          </Box>
        </Grid>
      </Form>
    </Formik>
  );
}
