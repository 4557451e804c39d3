import { Box, Button, Container, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { tenantAssetUrl, useTenantStore } from '@enlace/shared/session';
import { LanguagePicker, SkipLink } from '@enlace/shared/ui/core';
import '../i18n/page-meta-translations';
import { I18N_NAMESPACE } from '../i18n/translations';
import { PublicFooter } from './public-footer';

/**
 * Header and footer of every public page: the skip link, the tenant's logo back to its home, the language picker
 * and a way to sign in; the legal documents below. Each page renders its own <main> and its title and
 * description (PageMeta).
 */
export function PublicHeaderLayout() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { pathname } = useLocation();
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  const logo = tenantAssetUrl(config, 'logo_dark', imageVersion);
  const company = config?.company_name ?? t('app.name', { ns: 'common' });

  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          {/* One row on a 375 px phone too: a slightly smaller logo and tighter gaps below `sm`. */}
          <Flex align="center" gap={{ base: '2', sm: '3' }} wrap="wrap">
            <Link asChild aria-label={t('homeLink', { company })}>
              <RouterLink to="/">
                {logo ? (
                  <Image src={logo} alt="" h={{ base: '8', sm: '10' }} maxW="48" objectFit="contain" />
                ) : (
                  <Text fontWeight="bold">{company}</Text>
                )}
              </RouterLink>
            </Link>
            <HStack gap={{ base: '2', sm: '3' }} ms="auto">
              <LanguagePicker />
              {pathname === '/login' ? null : (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to="/login">{t('signIn')}</RouterLink>
                </Button>
              )}
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box flex="1">
        <Outlet />
      </Box>
      <PublicFooter />
    </Flex>
  );
}
