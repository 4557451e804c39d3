import { lazy, Suspense } from 'react';
import { Box, Button, Heading, Image, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TenantCopyName } from '@enlace/shared/domain';
import { tenantAssetUrl, tenantCopiesFor, useTenantStore } from '@enlace/shared/session';
import { translationsReady } from '@enlace/shared/i18n';
import { PageMeta, useOrganisationName, LoadingState } from '@enlace/shared/ui/core';
import { I18N_NAMESPACE } from '../../../i18n/translations';

// The sign-up form (formik, the shared person fields) loads with the home page only, not with /login, which
// shares this remote's first chunk; it shows once the labels the person fields registered are here.
const VolunteerSignUpForm = lazy(async () => {
  const { VolunteerSignUpForm } = await import('./volunteer-sign-up-form');
  await translationsReady();
  return { default: VolunteerSignUpForm };
});

// home_text_1 to home_text_6, in order.
const HOME_TEXTS = Array.from({ length: 6 }, (_, index) => `home_text_${index + 1}` as TenantCopyName);

// The anchor of the sign-up section, where the hero's button leads.
const VOLUNTEER_SIGN_UP_ID = 'volunteer-sign-up';

const present = (copy: string | null | undefined): copy is string => Boolean(copy?.trim());

/**
 * The organisation's home, built from its configuration: the hero (titles, text and button over the hero image),
 * what it does (home_title and up to six texts) and the volunteer sign-up beside its image. A null copy is simply
 * not shown.
 */
export function HomePage() {
  const { t, i18n } = useTranslation(I18N_NAMESPACE);
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  // The organisation's texts in the visitor's language when it wrote them all, else in Spanish.
  const copies = tenantCopiesFor(config, i18n.resolvedLanguage ?? i18n.language);
  const heroImage = tenantAssetUrl(config, 'hero_img', imageVersion);
  const formImage = tenantAssetUrl(config, 'volunteer_form_img', imageVersion);
  const titles = [copies?.hero_title_1, copies?.hero_title_2].filter(present);
  const homeTexts = HOME_TEXTS.map((name) => copies?.[name]).filter(present);
  const homeTitle = present(copies?.home_title) ? copies.home_title : null;
  // Over the photo the text is white on a dark veil; without one it reads on the brand's palest tint.
  const overImage = heroImage !== null;
  const organisation = useOrganisationName();

  return (
    <Box as="main">
      <PageMeta
        title={titles.length > 0 ? titles.join(' ') : t('meta.homeTitle')}
        description={
          present(copies?.hero_text) ? copies.hero_text : t('meta.homeDescription', { organisation })
        }
      />
      <Box
        as="section"
        aria-labelledby="home-hero-title"
        position="relative"
        overflow="hidden"
        bg={overImage ? 'gray.900' : 'brand.subtle'}
        color={overImage ? 'white' : 'fg'}
      >
        {heroImage ? (
          <>
            <Image
              src={heroImage}
              alt=""
              position="absolute"
              inset="0"
              w="full"
              h="full"
              objectFit="cover"
              fetchPriority="high"
            />
            {/* Dark enough that white text keeps a 4.5:1 contrast even over a white photo. */}
            <Box position="absolute" inset="0" bg="blackAlpha.700" />
          </>
        ) : null}
        <Stack
          position="relative"
          gap="5"
          align="flex-start"
          maxW="6xl"
          mx="auto"
          px={{ base: '4', md: '10' }}
          py={{ base: '12', md: '24' }}
        >
          <Heading as="h1" id="home-hero-title" size={{ base: '3xl', md: '5xl' }} maxW="3xl">
            {titles.length > 0
              ? titles.map((title) => (
                  <Box as="span" display="block" key={title}>
                    {title}
                  </Box>
                ))
              : (config?.company_name ?? t('homeWelcome'))}
          </Heading>
          {present(copies?.hero_text) ? (
            <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl">
              {copies.hero_text}
            </Text>
          ) : null}
          {present(copies?.hero_btn) ? (
            <Button asChild size="lg">
              <RouterLink to={`#${VOLUNTEER_SIGN_UP_ID}`}>{copies.hero_btn}</RouterLink>
            </Button>
          ) : null}
          <Text>{t('homeSignInText')}</Text>
        </Stack>
      </Box>
      {homeTitle || homeTexts.length > 0 ? (
        <Box
          as="section"
          aria-labelledby={homeTitle ? 'home-title' : undefined}
          maxW="6xl"
          mx="auto"
          px={{ base: '4', md: '10' }}
          py={{ base: '10', md: '16' }}
        >
          {homeTitle ? (
            <Heading as="h2" id="home-title" size={{ base: 'xl', md: '2xl' }} mb="6">
              {homeTitle}
            </Heading>
          ) : null}
          {homeTexts.length > 0 ? (
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" m="0" p="0">
              {homeTexts.map((text) => (
                <chakra.li
                  key={text}
                  borderWidth="1px"
                  borderTopWidth="4px"
                  borderTopColor="brand.solid"
                  borderRadius="md"
                  p="5"
                  bg="bg.panel"
                >
                  {text}
                </chakra.li>
              ))}
            </SimpleGrid>
          ) : null}
        </Box>
      ) : null}
      <Stack
        as="section"
        id={VOLUNTEER_SIGN_UP_ID}
        aria-labelledby="volunteer-sign-up-title"
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '6', md: '10' }}
        align="flex-start"
        px={{ base: '4', md: '10' }}
        py={{ base: '10', md: '16' }}
        maxW="6xl"
        mx="auto"
      >
        <Stack gap="4" flex="1" w="full">
          <Heading as="h2" id="volunteer-sign-up-title" size={{ base: 'xl', md: '2xl' }}>
            {present(copies?.volunteer_form_title) ? copies.volunteer_form_title : t('signUp.title')}
          </Heading>
          <Text color="fg.muted">{t('signUp.intro')}</Text>
          <Suspense fallback={<LoadingState />}>
            <VolunteerSignUpForm />
          </Suspense>
        </Stack>
        {formImage ? (
          <Image
            src={formImage}
            alt=""
            flex="1"
            w="full"
            maxW={{ base: 'full', md: 'md' }}
            borderRadius="lg"
            objectFit="cover"
            display={{ base: 'none', md: 'block' }}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
