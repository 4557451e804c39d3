import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { isResourceId } from '@enlace/shared/domain';
import { useRecordEdit, type EditedRecord, type RecordEdit } from '@enlace/shared/forms';
import { I18N_NAMESPACE } from '../i18n/translations';
import { AreaNotFoundPage } from './area-not-found-page';
import { IntranetPage } from './intranet-page';

/** The list a record belongs to: its title and where it is. */
export type RecordList = { title: string; path: string };

/** The list a record belongs to, as a route names it: the key of its title in the intranet's texts, and its path. */
export type RecordListKey = { titleKey: string; path: string };

/** What the frame gives the record's page: the record read, the set-up of its form, and its list. */
export type RecordFrame<T> = RecordEdit<T> & { record: T; list: RecordList };

/** The props of a record's page: the record, never undefined, and its frame (RecordPage, useRecordForm…). */
export type RecordPageProps<T> = { record: T; frame: RecordFrame<T> };

/** A record as read (`useResource`): a refused read (`not-found`) is the area's 404. */
export type RecordRead<T> = EditedRecord<T> & { state: string };

export type DetailPageFrameProps<T, P extends object = object> = {
  /** The record as read: a refused read is the area's 404, the same for an unknown, deleted or another
   * organisation's record. */
  record: RecordRead<T>;
  /** The list the record belongs to: the page's heading and breadcrumb until the record is read. */
  list: RecordList;
  /** The record's page once read. */
  page: ComponentType<RecordPageProps<T> & P>;
  /** What else the page is given (e.g. the staff list's kind). */
  pageProps: P;
};

/**
 * The frame of a record's page in the intranet: its 404, its loading and its error with a retry, then the page. Its
 * form's saves carry the ETag read, and their answer replaces the record read.
 */
export function DetailPageFrame<T, P extends object = object>({
  record,
  list,
  page: Page,
  pageProps,
}: DetailPageFrameProps<T, P>) {
  const edit = useRecordEdit(record);
  if (record.state === 'not-found') return <AreaNotFoundPage />;
  if (record.state !== 'ready' || record.data === undefined) {
    return (
      <IntranetPage title={list.title} breadcrumbs={[{ label: list.title, to: list.path }]}>
        {record.state === 'error' ? <ErrorState onRetry={record.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }
  const { data } = record;
  return <Page {...pageProps} record={data} frame={{ ...edit, record: data, list }} />;
}

export type RecordRouteProps<T, P extends object = object> = {
  /** Reads the record of an id: the page's read hook (`usePlace`), the same on every render. */
  useRecord: (id: string) => RecordRead<T>;
  /** The list the record belongs to: the page's heading and breadcrumb until the record is read. */
  list: RecordListKey;
  /** The record's page once read. */
  page: ComponentType<RecordPageProps<T> & NoInfer<P>>;
} & P;

/**
 * The route of a record's page (`…/:id`): an id the API cannot have is the area's 404; each id gets its page anew,
 * read with `useRecord` in DetailPageFrame. Other props are the page's.
 */
export function RecordRoute<T, P extends object = object>({
  useRecord,
  list,
  page,
  ...pageProps
}: RecordRouteProps<T, P>) {
  const { id } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  // The rest of the props is P; TypeScript cannot name the rest of a generic type.
  return (
    <RecordOfId key={id} id={id} useRecord={useRecord} list={list} page={page} pageProps={pageProps as P} />
  );
}

type RecordOfIdProps<T, P extends object> = Omit<DetailPageFrameProps<T, P>, 'record' | 'list'> & {
  id: string;
  list: RecordListKey;
  useRecord: (id: string) => RecordRead<T>;
};

function RecordOfId<T, P extends object>({ id, useRecord, list, ...frame }: RecordOfIdProps<T, P>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <DetailPageFrame {...frame} record={useRecord(id)} list={{ title: t(list.titleKey), path: list.path }} />
  );
}
