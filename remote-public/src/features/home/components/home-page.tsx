import { lazy, Suspense } from 'react';
import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { tenantAssetUrl, useTenantStore } from '@enlace/shared/session';
import { PageMeta, useOrganisationName } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PageLoading } from '../../../components/page-loading';

// The sign-up form (formik, the shared person fields) loads with the home page only, not with /login, which
// shares this remote's first chunk.
const VolunteerSignUpForm = lazy(async () => ({
  default: (await import('../../volunteer-sign-up/components/volunteer-sign-up-form')).VolunteerSignUpForm,
}));

/** A simple tenant home: the hero copies that are set (a null copy is not shown) (the header links to the sign-in). */
export function HomePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  const copies = config?.copies;
  const heroImage = tenantAssetUrl(config, 'hero_img', imageVersion);
  const formImage = tenantAssetUrl(config, 'volunteer_form_img', imageVersion);
  const titles = [copies?.hero_title_1, copies?.hero_title_2].filter((title): title is string =>
    Boolean(title),
  );
  const organisation = useOrganisationName();

  return (
    <Box as="main">
      <PageMeta
        title={titles.length > 0 ? titles.join(' ') : t('meta.homeTitle')}
        description={copies?.hero_text || t('meta.homeDescription', { organisation })}
      />
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '6', md: '10' }}
        align="center"
        px={{ base: '4', md: '10' }}
        py={{ base: '8', md: '16' }}
        maxW="6xl"
        mx="auto"
      >
        <Stack gap="4" flex="1" align="flex-start">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {titles.length > 0
              ? titles.map((title) => (
                  <Box as="span" display="block" key={title}>
                    {title}
                  </Box>
                ))
              : (config?.company_name ?? t('homeWelcome'))}
          </Heading>
          {copies?.hero_text ? <Text fontSize="lg">{copies.hero_text}</Text> : null}
          <Text color="fg.muted">{t('homeSignInText')}</Text>
        </Stack>
        {heroImage ? (
          <Image
            src={heroImage}
            alt=""
            flex="1"
            w="full"
            maxW={{ base: 'full', md: 'md' }}
            borderRadius="lg"
            objectFit="cover"
          />
        ) : null}
      </Stack>
      <Stack
        as="section"
        aria-labelledby="volunteer-sign-up-title"
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '6', md: '10' }}
        align="flex-start"
        px={{ base: '4', md: '10' }}
        pb={{ base: '10', md: '16' }}
        maxW="6xl"
        mx="auto"
      >
        <Stack gap="4" flex="1" w="full">
          <Heading as="h2" id="volunteer-sign-up-title" size={{ base: 'xl', md: '2xl' }}>
            {copies?.volunteer_form_title ?? t('signUp.title')}
          </Heading>
          <Text color="fg.muted">{t('signUp.intro')}</Text>
          <Suspense fallback={<PageLoading />}>
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
