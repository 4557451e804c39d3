import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PublicPageLayoutProps = {
  title: string;
  intro?: ReactNode;
  /** Wider for long forms such as the account activation. */
  size?: 'narrow' | 'wide';
  children: ReactNode;
};

/** A centred card that fills a 375 px screen and stays readable on a wide one. */
export function PublicPageLayout({ title, intro, size = 'narrow', children }: PublicPageLayoutProps) {
  return (
    <Box as="main" px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }}>
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
