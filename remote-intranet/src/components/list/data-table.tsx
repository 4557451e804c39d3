import { Button, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../i18n/translations';
import type { SortDirection } from '../../hooks/use-list-state';

export type DataTableColumn<Row, Sort extends string = string> = {
  key: string;
  header: ReactNode;
  /** The list's sort field behind this column; the header becomes a sort button. */
  sortField?: Sort;
  cell: (row: Row) => ReactNode;
};

export type DataTableProps<Row, Sort extends string = string> = {
  /** Read by screen readers only. */
  caption: ReactNode;
  columns: DataTableColumn<Row, Sort>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sort?: { field: Sort; direction: SortDirection };
  /** A header was chosen: the same column again reverses the order. */
  onSort?: (field: Sort, direction: SortDirection) => void;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A list's table; it scrolls sideways on narrow screens, and sortable headers say their order (aria-sort). */
export function DataTable<Row, Sort extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: DataTableProps<Row, Sort>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Table.Root size="sm" striped>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => {
              const sorted = column.sortField !== undefined && sort?.field === column.sortField;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  aria-sort={column.sortField ? (sorted ? ARIA_SORT[sort.direction] : 'none') : undefined}
                  whiteSpace="nowrap"
                >
                  {column.sortField && onSort ? (
                    <Button
                      variant="plain"
                      size="sm"
                      px="0"
                      fontWeight="semibold"
                      title={t('list.sortByColumn')}
                      onClick={() =>
                        onSort(column.sortField as Sort, sorted && sort.direction === 'asc' ? 'desc' : 'asc')
                      }
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {sorted ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </Button>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.key}>{column.cell(row)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
