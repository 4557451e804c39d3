import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { isResourceId } from '@enlace/shared/domain';
import { AreaNotFoundPage } from './area-not-found-page';
import { IntranetPage } from './intranet-page';

/** The route of a record's page: an id the API cannot have is the area's 404; each id gets its page anew. */
export function RecordRoute({ page: Page }: { page: ComponentType<{ id: string }> }) {
  const { id } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  return <Page key={id} id={id} />;
}

export type DetailPageFrameProps<T> = {
  /** The record as read: a refused read (`not-found`) is the area's 404, the same for an unknown, deleted or another
   * organisation's record. */
  record: { state: string; data?: T; reload: () => void };
  /** The list the record belongs to: the page's heading and breadcrumb until the record is read. */
  list: { title: string; path: string };
  /** The record's page once read. */
  children: (data: T) => ReactNode;
};

/** The frame of a record's page in the intranet: its 404, its loading and its error with a retry, then the page. */
export function DetailPageFrame<T>({ record, list, children }: DetailPageFrameProps<T>) {
  if (record.state === 'not-found') return <AreaNotFoundPage />;
  if (record.state !== 'ready' || record.data === undefined) {
    return (
      <IntranetPage title={list.title} breadcrumbs={[{ label: list.title, to: list.path }]}>
        {record.state === 'error' ? <ErrorState onRetry={record.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }
  return children(record.data);
}
