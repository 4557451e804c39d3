import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { isEmptyCopySet, TENANT_COLOR_PATTERN, type TenantBranding } from '@enlace/shared/domain';
import { DEFAULT_PRIMARY_COLOR, readableTextColor } from '@enlace/shared/ui/core';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { BrandingFormValues, BrandingLanguage } from '../utils/branding-form-values';

export type BrandingPreviewProps = {
  branding: TenantBranding;
  language: BrandingLanguage;
};

/**
 * The public home's header and hero as they would look with what is on the form now: logo, colour, and the hero's
 * texts in the language of the open tab (Spanish when that translation is empty, as the home itself does).
 */
export function BrandingPreview({ branding, language }: BrandingPreviewProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<BrandingFormValues>();
  const color = TENANT_COLOR_PATTERN.test(values.primary_color.trim())
    ? values.primary_color.trim()
    : DEFAULT_PRIMARY_COLOR;
  const shownLanguage = language !== 'es' && isEmptyCopySet(values.copies[language]) ? 'es' : language;
  const copies = values.copies[shownLanguage];
  const logo = branding.images.logo_dark ?? branding.default_images.logo_dark;
  const hero = branding.images.hero_img ?? branding.default_images.hero_img;
  const titles = [copies.hero_title_1, copies.hero_title_2].filter((title) => title.trim());

  return (
    <Stack gap="2" as="section" aria-labelledby="branding-preview-title">
      <Heading as="h2" size="md" id="branding-preview-title">
        {t('branding.sections.preview')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('branding.sections.previewHint', { language: t(`branding.languages.${shownLanguage}`) })}
      </Text>
      <Box
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        data-testid="branding-preview"
        lang={shownLanguage}
      >
        <Box bg="bg.panel" px="4" py="2" borderBottomWidth="1px" borderBottomColor={color}>
          {logo ? (
            <Image src={logo} alt={values.company_name} h="8" data-testid="branding-preview-logo" />
          ) : null}
        </Box>
        <Box position="relative" bg="gray.900" color="white" minH="48">
          {hero ? (
            <>
              <Image src={hero} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" />
              <Box position="absolute" inset="0" bg="blackAlpha.700" />
            </>
          ) : null}
          <Stack position="relative" gap="3" p="6" align="flex-start">
            <Text
              as="p"
              fontSize="2xl"
              fontWeight="bold"
              lineHeight="short"
              data-testid="branding-preview-title"
            >
              {titles.length > 0
                ? titles.map((title) => (
                    <Box as="span" display="block" key={title}>
                      {title}
                    </Box>
                  ))
                : values.company_name}
            </Text>
            {copies.hero_text.trim() ? <Text>{copies.hero_text}</Text> : null}
            {copies.hero_btn.trim() ? (
              <Box
                as="span"
                bg={color}
                color={readableTextColor(color)}
                px="4"
                py="2"
                borderRadius="md"
                fontWeight="semibold"
                data-testid="branding-preview-button"
              >
                {copies.hero_btn}
              </Box>
            ) : null}
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
