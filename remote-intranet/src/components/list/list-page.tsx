import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Collection } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { IntranetPage, type IntranetPageProps } from '../intranet-page';
import { ListPagination } from './list-pagination';
import { ListResults, type ListResultsProps } from './list-results';

export type ListPageProps<T> = Omit<IntranetPageProps, 'children'> &
  Omit<ListResultsProps<T>, 'children'> & {
    /** Above the results: the list's search, filters, sort and toggles. */
    filters?: ReactNode;
    /** The line that says how many match, from the number and its formatted text. */
    count: (count: number, formatted: string) => ReactNode;
    /** The page shown (from 1), how many rows a page holds, and the move to another page. */
    page: number;
    perPage: number;
    onPageChange: (page: number) => void;
    /** The rows of the page: a table, and what acts on its rows. */
    children: (data: Collection<T>) => ReactNode;
  };

/**
 * A searched, filtered, sorted and paged list of the intranet: the page with its actions, the filters, then the
 * list's states (loading, error, empty, nothing matching) or how many match, the rows and the pages.
 */
export function ListPage<T>({
  title,
  breadcrumbs,
  actions,
  filters,
  count,
  page,
  perPage,
  onPageChange,
  children,
  ...results
}: ListPageProps<T>) {
  const format = useLocaleFormat();
  return (
    <IntranetPage title={title} breadcrumbs={breadcrumbs} actions={actions}>
      {filters}
      <ListResults {...results}>
        {(data) => (
          <>
            <Text color="fg.muted" aria-live="polite">
              {count(data.totalItems, format.number(data.totalItems))}
            </Text>
            {children(data)}
            <ListPagination
              page={page}
              pages={Math.max(1, Math.ceil(data.totalItems / perPage))}
              onPageChange={onPageChange}
            />
          </>
        )}
      </ListResults>
    </IntranetPage>
  );
}
