import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Collection } from '@enlace/shared/domain';
import { EmptyState, ErrorState, LoadingState } from '@enlace/shared/ui';
import type { CollectionState } from '../../hooks/use-collection';

export type ListResultsProps<T> = {
  collection: CollectionState<T> & { reload: () => void };
  /** A search or a filter is on: "nobody matches" instead of "nobody yet". */
  filtered: boolean;
  empty: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  noMatches: { title: ReactNode; description?: ReactNode };
  children: (data: Collection<T>) => ReactNode;
};

/** The states of a list: loading, error with a retry, empty, nothing matching, or the rows. */
export function ListResults<T>({ collection, filtered, empty, noMatches, children }: ListResultsProps<T>) {
  if (collection.state === 'error') return <ErrorState onRetry={collection.reload} />;
  if (!collection.data) {
    return <LoadingState />;
  }
  if (collection.data.member.length === 0) {
    return filtered ? (
      <EmptyState title={noMatches.title} description={noMatches.description} />
    ) : (
      <EmptyState title={empty.title} description={empty.description}>
        {empty.action}
      </EmptyState>
    );
  }
  return (
    <Stack gap="4" aria-busy={collection.state === 'loading'}>
      {children(collection.data)}
    </Stack>
  );
}
