import { Box, Container, Flex, Image, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tenantAssetUrl, useTenantStore } from '@enlace/shared/session';
import { SkipLink } from '@enlace/shared/ui/core';

export type ShellFrameProps = {
  children: ReactNode;
};

/** The shell's own chrome (tenant logo and name) around what it renders itself: remote fallbacks, 404. */
export function ShellFrame({ children }: ShellFrameProps) {
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  const logo = config ? tenantAssetUrl(config, 'logo_dark', imageVersion) : null;
  return (
    <Flex direction="column" minHeight="100vh">
      <SkipLink />
      <Box as="header" borderBottomWidth="1px" paddingY="3">
        <Container maxWidth="6xl">
          <ChakraLink asChild fontWeight="semibold" _hover={{ textDecoration: 'none' }}>
            <Link to="/">
              {logo ? <Image src={logo} alt="" height="8" width="auto" /> : null}
              <Text as="span">{config?.company_name}</Text>
            </Link>
          </ChakraLink>
        </Container>
      </Box>
      <Container as="main" maxWidth="6xl" flex="1" paddingY="10">
        {children}
      </Container>
    </Flex>
  );
}
