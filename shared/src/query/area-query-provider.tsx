import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSessionStore } from '@enlace/shared/session';
import { createAreaQueryClient } from './create-area-query-client';

export type AreaQueryProviderProps = {
  children: ReactNode;
  /** The area makes its own; a test hands in one that does not retry. */
  client?: QueryClient;
};

/**
 * The cache of one area's pages. Each area's exposed root renders its own, so areas released apart never share a
 * cache or a copy of the library. What one person read is forgotten when they sign out or another person signs in
 * in the same page: keys name a resource, not whose view of it they are.
 */
export function AreaQueryProvider({ children, client }: AreaQueryProviderProps) {
  const [queryClient] = useState(() => client ?? createAreaQueryClient());
  useEffect(
    () =>
      useSessionStore.subscribe((session, previous) => {
        const signedOut = previous.token !== null && session.token === null;
        const otherPerson = previous.user !== null && session.user?.id !== previous.user.id;
        if (signedOut || otherPerson) queryClient.clear();
      }),
    [queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
