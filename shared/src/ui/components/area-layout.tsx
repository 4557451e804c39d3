import {
  Box,
  Button,
  Circle,
  Container,
  Flex,
  HStack,
  Heading,
  Image,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { logout, tenantAssetUrl, useCurrentUser, useTenantStore } from '@enlace/shared/session';
import { LanguagePicker, PageMeta, SkipLink, useOrganisationName } from '@enlace/shared/ui/core';
import { CompactNavigation } from './compact-navigation';
import type { AreaNavigation } from './compact-navigation';

export type AreaLayoutProps = {
  /** The page's heading, and its document title (with the organisation's name). */
  title: string;
  /** The document title when it is not the heading (an unknown path's page). */
  documentTitle?: string;
  /** The area's meta description. */
  description: string;
  /** The area's section links (a `<nav>`), shown under the header on wide screens. */
  navigation?: ReactNode;
  /** The same section links for the menu that replaces the header below the `md` breakpoint (phones). */
  menu?: AreaNavigation;
  /** Above the title: where the page sits (breadcrumbs, a back link). */
  breadcrumbs?: ReactNode;
  /** Beside the title (below it on phones): the page's main buttons. */
  actions?: ReactNode;
  /** The user's own profile page: the initials and name in the header link to it. */
  profileHref?: string;
  children?: ReactNode;
};

/**
 * Chrome of the signed-in areas: the skip link, tenant logo, the user's initials and name, language and logout;
 * the page's title and description, never indexed. Below `md` the header is one bar with the logo and a menu
 * that holds the section links and the same account actions (docs/adr/0014-compact-navigation.md).
 */
export function AreaLayout({
  title,
  documentTitle,
  description,
  navigation,
  menu,
  breadcrumbs,
  actions,
  profileHref,
  children,
}: AreaLayoutProps) {
  const { t } = useTranslation('common');
  const { fullName, initials } = useCurrentUser();
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  const logo = tenantAssetUrl(config, 'logo_dark', imageVersion);
  const company = useOrganisationName();
  const brand = logo ? (
    <Image src={logo} alt={t('app.logo', { company })} h="10" maxW="48" objectFit="contain" />
  ) : (
    <Text fontWeight="bold">{company}</Text>
  );
  // A plain initials badge: Chakra's Avatar (image loading states) costs 2 KiB on every page.
  const initialsBadge = (
    <Circle
      size="9"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="sm"
      fontWeight="semibold"
      aria-hidden="true"
    >
      {initials}
    </Circle>
  );
  // The link's name is what it shows (WCAG 2.5.3, label in name): "Mi perfil:" for screen readers, then the name.
  const profilePrefix = <VisuallyHidden>{t('app.myProfilePrefix')} </VisuallyHidden>;
  const userBadge = (
    <>
      {initialsBadge}
      <Text fontWeight="medium" data-testid="area-user-name">
        {fullName}
      </Text>
    </>
  );
  // The same in the phones' menu (the test id marks the header's).
  const menuUserBadge = (
    <>
      {initialsBadge}
      <Text fontWeight="medium">{fullName}</Text>
    </>
  );

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <PageMeta title={documentTitle ?? title} description={description} noIndex />
      <SkipLink />
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Flex align="center" gap="4" wrap="wrap">
            {brand}
            <HStack gap="3" ms="auto" hideBelow="md">
              {fullName && profileHref ? (
                <HStack asChild gap="2" pe="1" borderRadius="full" _hover={{ bg: 'bg.muted' }}>
                  <RouterLink to={profileHref}>
                    {profilePrefix}
                    {userBadge}
                  </RouterLink>
                </HStack>
              ) : fullName ? (
                <HStack gap="2">{userBadge}</HStack>
              ) : null}
              <LanguagePicker />
              <Button variant="outline" size="sm" onClick={() => logout()}>
                {t('app.logout')}
              </Button>
            </HStack>
            <Box ms="auto" hideFrom="md">
              <CompactNavigation
                navigation={menu}
                account={
                  <>
                    {fullName && profileHref ? (
                      <HStack
                        asChild
                        gap="2"
                        pe="3"
                        minH="11"
                        borderRadius="full"
                        _hover={{ bg: 'bg.muted' }}
                      >
                        <RouterLink to={profileHref}>
                          {profilePrefix}
                          {menuUserBadge}
                        </RouterLink>
                      </HStack>
                    ) : fullName ? (
                      <HStack gap="2">{menuUserBadge}</HStack>
                    ) : null}
                    <LanguagePicker size="md" />
                    <Button variant="outline" onClick={() => logout()}>
                      {t('app.logout')}
                    </Button>
                  </>
                }
              />
            </Box>
          </Flex>
        </Container>
        {navigation ? (
          <Container maxW="6xl" pb="2" hideBelow="md">
            {navigation}
          </Container>
        ) : null}
      </Box>
      <Container as="main" maxW="6xl" py={{ base: '6', md: '8' }} flex="1">
        {breadcrumbs}
        <Flex
          gap="3"
          mb="6"
          align={{ base: 'stretch', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
        >
          <Heading as="h1" size="2xl" flex="1">
            {title}
          </Heading>
          {actions ? (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
        {children}
      </Container>
    </Flex>
  );
}
