// Test double of @enlace/shared/ui (and of its core, @enlace/shared/ui/core).
import { Box, ChakraProvider, Heading, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function UiProviders({ children }: { primaryColor?: string; cspNonce?: string; children: ReactNode }) {
  return <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>;
}

export function AreaLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h1">{title}</Heading>
      {children}
    </Box>
  );
}

// The real skip link and page metadata: the shell's pages are checked with them.
export { PageMeta } from '../../../../shared/src/ui/components/page-meta';
export { SkipLink } from '../../../../shared/src/ui/components/skip-link';
