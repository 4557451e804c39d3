// Test double of @enlace/shared/ui: a plain layout and providers; everything else is the real UI kit (the shared
// form parts of the account page import it).
import { Box, ChakraProvider, Heading, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export * from '../../../../shared/src/ui/index';

export function UiProviders({ children }: { primaryColor?: string; children: ReactNode }) {
  return <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>;
}

export function AreaLayout({
  title,
  navigation,
  children,
}: {
  title: string;
  navigation?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      {navigation}
      <Heading as="h1">{title}</Heading>
      {children}
    </Box>
  );
}
