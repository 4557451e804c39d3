import { Box, Button, Circle, Container, Flex, HStack, Heading, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logout, tenantAssetUrl, useCurrentUser, useTenantStore } from '@enlace/shared/session';
import { LanguagePicker } from './LanguagePicker';

export type AreaLayoutProps = {
  title: ReactNode;
  /** The area's section links (a `<nav>`), shown under the header. */
  navigation?: ReactNode;
  children?: ReactNode;
};

/** Chrome of the signed-in areas: tenant logo, the user's initials and name, language and logout. */
export function AreaLayout({ title, navigation, children }: AreaLayoutProps) {
  const { t } = useTranslation('common');
  const { fullName, initials } = useCurrentUser();
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  const logo = tenantAssetUrl(config, 'logo_dark', imageVersion);
  const company = config?.company_name ?? t('app.name');

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Flex align="center" gap="4" wrap="wrap">
            {logo ? (
              <Image src={logo} alt={t('app.logo', { company })} h="10" maxW="48" objectFit="contain" />
            ) : (
              <Text fontWeight="bold">{company}</Text>
            )}
            <HStack gap="3" ms="auto">
              {fullName ? (
                <HStack gap="2">
                  {/* A plain initials badge: Chakra's Avatar (image loading states) costs 2 KiB on every page. */}
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
                  <Text
                    fontWeight="medium"
                    display={{ base: 'none', sm: 'block' }}
                    data-testid="area-user-name"
                  >
                    {fullName}
                  </Text>
                </HStack>
              ) : null}
              <LanguagePicker />
              <Button variant="outline" size="sm" onClick={() => logout()}>
                {t('app.logout')}
              </Button>
            </HStack>
          </Flex>
        </Container>
        {navigation ? (
          <Container maxW="6xl" pb="2">
            {navigation}
          </Container>
        ) : null}
      </Box>
      <Container as="main" maxW="6xl" py="8" flex="1">
        <Heading as="h1" size="2xl" mb="6">
          {title}
        </Heading>
        {children}
      </Container>
    </Flex>
  );
}
