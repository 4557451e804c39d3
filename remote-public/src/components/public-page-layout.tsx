import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '@enlace/shared/ui/core';

export type PublicPageLayoutProps = {
  /** The page's heading and document title. */
  title: string;
  intro?: ReactNode;
  /** The page's meta description. */
  description: string;
  /** Not indexed: the 404 page and pages whose URL carries a personal code. */
  noIndex?: boolean;
  /** Wider for long forms such as the account activation. */
  size?: 'narrow' | 'wide';
  children: ReactNode;
};

/** A centred card that fills a 375 px screen and stays readable on a wide one. */
export function PublicPageLayout({
  title,
  intro,
  description,
  noIndex,
  size = 'narrow',
  children,
}: PublicPageLayoutProps) {
  return (
    <Box as="main" px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }}>
      <PageMeta title={title} description={description} noIndex={noIndex} />
      <Card.Root mx="auto" w="full" maxW={size === 'wide' ? '3xl' : 'md'}>
        <Card.Header>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {intro ? <Text color="fg.muted">{intro}</Text> : null}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  );
}
