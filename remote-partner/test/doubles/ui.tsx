// Test double of @enlace/shared/ui.
import { Box, ChakraProvider, Heading, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function UiProviders({ children }: { primaryColor?: string; children: ReactNode }) {
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

// The real error state: the pages' retry is part of what the tests check.
export { ErrorState } from '../../../shared/src/ui/components/ErrorState';

// The real not-found page: its texts are part of what the tests check.
export { AreaNotFoundPage } from '../../../shared/src/ui/components/AreaNotFoundPage';

// The real page metadata and the organisation's name.
export { PageMeta } from '../../../shared/src/ui/components/PageMeta';
export { useOrganisationName } from '../../../shared/src/ui/hooks/use-organisation-name';
export { useAreaDescription } from '../../../shared/src/ui/hooks/use-area-description';
