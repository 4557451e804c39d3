import type { ComponentType } from 'react';
import { AreaQueryProvider } from '@enlace/shared/query';

/**
 * A public page that reads data, under a query cache of its own. The public area has no cache at its root: its
 * sign-in page, where most visits start, reads nothing, and only the pages loaded on their own (reached from an
 * email, or the enrolment step of two-step verification) bring the library along.
 */
export function withQueryCache<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function PageWithQueryCache(props: P) {
    return (
      <AreaQueryProvider>
        <Page {...props} />
      </AreaQueryProvider>
    );
  }
  PageWithQueryCache.displayName = `WithQueryCache(${Page.displayName ?? Page.name})`;
  return PageWithQueryCache;
}
