import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateImportLineError } from '@enlace/shared/api';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { downloadRejectedRows } from '../api/download-rejected-rows';
import type { ImportKind, ImportRowError } from '../api/import-types';

/** More would make the page slow and long; the downloaded file has every one. */
const REJECTED_ROWS_SHOWN = 200;

export type ImportRejectedRowsProps = {
  kind: ImportKind;
  /** The file the errors were found in: the download sends it back with them. */
  file: File;
  errors: ImportRowError[];
};

type ShownError = { key: number; line: number; field: string; message: string };

/** The errors of the rows left out (line, field, message) and the CSV of those rows to correct them. */
export function ImportRejectedRows({ kind, file, errors }: ImportRejectedRowsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [busy, setBusy] = useState(false);
  // Translated on every render: the language may change while the page is open.
  const rows: ShownError[] = errors.slice(0, REJECTED_ROWS_SHOWN).map((error, key) => {
    const { field, message } = translateImportLineError(error);
    // An error of the whole row has no field.
    return { key, line: error.line, field: field ?? '—', message };
  });
  const columns: DataTableColumn<ShownError>[] = [
    { key: 'line', header: t('imports.rejected.line'), cell: (row) => row.line },
    { key: 'field', header: t('imports.rejected.field'), cell: (row) => row.field },
    { key: 'message', header: t('imports.rejected.message'), cell: (row) => row.message },
  ];

  return (
    <Stack gap="3">
      <Heading as="h4" size="sm">
        {t('imports.rejected.heading')}
      </Heading>
      <DataTable
        caption={t('imports.rejected.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
      />
      {errors.length > REJECTED_ROWS_SHOWN ? (
        <Text color="fg.muted" fontSize="sm">
          {t('imports.rejected.truncated', { shown: REJECTED_ROWS_SHOWN, total: errors.length })}
        </Text>
      ) : null}
      <Button
        alignSelf="flex-start"
        variant="outline"
        loading={busy}
        loadingText={t('imports.rejected.downloading')}
        onClick={async () => {
          setBusy(true);
          await downloadRejectedRows(kind, file, errors);
          setBusy(false);
        }}
      >
        {t('imports.rejected.download')}
      </Button>
    </Stack>
  );
}
