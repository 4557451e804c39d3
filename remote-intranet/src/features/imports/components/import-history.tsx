import { Badge, Card, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { EmptyState, ErrorState, LoadingState } from '@enlace/shared/ui';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { ListState } from '../../../hooks/use-collection';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ImportList, ImportRecord } from '../api/import-types';
import { formatImportedAt } from '../utils/format-imported-at';

export type ImportHistoryProps = {
  history: ListState<ImportList> & { reload: () => void };
};

/** The organisation's past imports of this kind: when, which file, who, and how many rows went in or not. */
export function ImportHistory({ history }: ImportHistoryProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<ImportRecord>[] = [
    {
      key: 'importedAt',
      header: t('imports.history.date'),
      cell: (row) => formatImportedAt(row.importedAt, format.locale),
    },
    { key: 'fileName', header: t('imports.history.file'), cell: (row) => row.fileName },
    { key: 'importedBy', header: t('imports.history.person'), cell: (row) => row.importedBy ?? '—' },
    { key: 'created', header: t('imports.history.created'), cell: (row) => format.number(row.created) },
    { key: 'rejected', header: t('imports.history.rejected'), cell: (row) => format.number(row.rejected) },
    {
      key: 'finishedAt',
      header: t('imports.history.status'),
      cell: (row) =>
        row.finishedAt ? (
          <Badge colorPalette="green">{t('imports.history.finished')}</Badge>
        ) : (
          <Badge colorPalette="orange">{t('imports.history.unfinished')}</Badge>
        ),
    },
  ];
  const members = history.data?.member;

  return (
    <Card.Root as="section" aria-labelledby="import-history-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="import-history-heading">
          {t('imports.history.heading')}
        </Heading>
        {members && members.length > 0 ? (
          <>
            <DataTable
              caption={t('imports.history.caption')}
              columns={columns}
              rows={members}
              rowKey={(row) => `${row.importedAt} ${row.fileName}`}
            />
            {members.some((row) => !row.finishedAt) && (
              <Text fontSize="sm" color="fg.muted">
                {t('imports.history.unfinishedHint')}
              </Text>
            )}
          </>
        ) : members ? (
          <EmptyState title={t('imports.history.emptyTitle')} description={t('imports.history.empty')} />
        ) : history.state === 'error' ? (
          <ErrorState onRetry={history.reload} />
        ) : (
          <LoadingState />
        )}
      </Card.Body>
    </Card.Root>
  );
}
