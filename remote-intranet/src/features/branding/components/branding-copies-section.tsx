import { Alert, Box, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  isEmptyCopySet,
  missingTranslatedCopies,
  TENANT_COPY_NAMES,
  type TenantCopyName,
} from '@enlace/shared/domain';
import { FormSection } from '@enlace/shared/forms';
import { TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  BRANDING_LANGUAGES,
  type BrandingFormValues,
  type BrandingLanguage,
} from '../utils/branding-form-values';

// Longer texts get a text area: the hero's text and the home's six texts.
const LONG_COPIES: readonly TenantCopyName[] = TENANT_COPY_NAMES.filter(
  (name) => name === 'hero_text' || name.startsWith('home_text_'),
);

export type BrandingCopiesSectionProps = {
  language: BrandingLanguage;
  onLanguageChange: (language: BrandingLanguage) => void;
};

/**
 * The home page's twelve texts in one tab per language. Spanish is the base; under English and Catalan the tab says,
 * as one types, whether the translation is empty (Spanish shows), complete, or lacks texts the Spanish has (named).
 */
export function BrandingCopiesSection({ language, onLanguageChange }: BrandingCopiesSectionProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values, errors, submitCount } = useFormikContext<BrandingFormValues>();
  const tabId = (tab: BrandingLanguage) => `branding-copies-tab-${tab}`;
  const panelId = 'branding-copies-panel';

  const status = (() => {
    if (language === 'es') return null;
    const texts = values.copies[language];
    if (isEmptyCopySet(texts)) return { tone: 'info' as const, text: t('branding.translationEmpty') };
    const missing = missingTranslatedCopies(values.copies.es, texts);
    if (missing.length === 0) return { tone: 'success' as const, text: t('branding.translationComplete') };
    const fields = missing.map((name) => t(`branding.copies.${name}`)).join(', ');
    return { tone: 'warning' as const, text: t('branding.translationMissing', { fields }) };
  })();
  const translationErrors = errors.translationErrors as Partial<Record<BrandingLanguage, string>> | undefined;
  const serverMessage = language === 'es' || submitCount === 0 ? undefined : translationErrors?.[language];

  return (
    <FormSection legend={t('branding.sections.copies')} description={t('branding.sections.copiesHint')}>
      <Stack gap="4">
        <HStack role="tablist" aria-label={t('branding.languagesLabel')} gap="2" wrap="wrap">
          {BRANDING_LANGUAGES.map((tab) => (
            <Button
              key={tab}
              id={tabId(tab)}
              role="tab"
              type="button"
              aria-selected={tab === language}
              aria-controls={panelId}
              tabIndex={tab === language ? 0 : -1}
              variant={tab === language ? 'solid' : 'outline'}
              size="sm"
              lang={tab}
              onClick={() => onLanguageChange(tab)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                const step = event.key === 'ArrowRight' ? 1 : -1;
                const index = BRANDING_LANGUAGES.indexOf(tab);
                const next =
                  BRANDING_LANGUAGES[(index + step + BRANDING_LANGUAGES.length) % BRANDING_LANGUAGES.length];
                onLanguageChange(next);
                document.getElementById(tabId(next))?.focus();
              }}
            >
              {t(`branding.languages.${tab}`)}
            </Button>
          ))}
        </HStack>
        <Box id={panelId} role="tabpanel" aria-labelledby={tabId(language)}>
          <Stack gap="4">
            {status ? (
              <Alert.Root
                status={serverMessage ? 'error' : status.tone}
                role={serverMessage ? 'alert' : 'status'}
              >
                <Alert.Indicator />
                <Alert.Description>
                  {serverMessage ? `${serverMessage} ` : ''}
                  {status.text}
                </Alert.Description>
              </Alert.Root>
            ) : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" key={language} lang={language}>
              {TENANT_COPY_NAMES.map((name) => (
                <Box key={name} gridColumn={LONG_COPIES.includes(name) ? { md: 'span 2' } : undefined}>
                  <TextField
                    name={`copies.${language}.${name}`}
                    label={t(`branding.copies.${name}`)}
                    multiline={LONG_COPIES.includes(name)}
                    rows={2}
                  />
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        </Box>
      </Stack>
    </FormSection>
  );
}
