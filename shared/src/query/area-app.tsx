import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AreaChakraProvider } from '../ui/area/area-chakra-provider';
import { AreaQueryProvider } from './area-query-provider';

export type AreaAppProps = {
  /** The area's query cache; the area makes its own (tests hand in one that does not retry). */
  queryClient?: QueryClient;
};

/**
 * What an area exposes as './App' around its routes: its own query cache (`AreaQueryProvider`) and its own Chakra on
 * the tenant's theme (`AreaChakraProvider`). Both are the area's copies: this entry is bundled by each area.
 */
export function AreaApp({ queryClient, children }: AreaAppProps & { children: ReactNode }) {
  return (
    <AreaQueryProvider client={queryClient}>
      <AreaChakraProvider>{children}</AreaChakraProvider>
    </AreaQueryProvider>
  );
}
