import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload, request } from '@enlace/shared/api';
import type { Query } from '@enlace/shared/api';
import { saveFile } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../i18n/translations';

export type ExportButtonProps = {
  /** The export route under /api (e.g. `volunteers/export`). */
  path: string;
  /** The list's search, filters and order: the export holds every row they match, not just the page. */
  query: Query;
  /** Used when the server names no file. */
  fallbackFilename: string;
  children?: ReactNode;
};

/** Downloads the list's current selection as a CSV file. */
export function ExportButton({ path, query, fallbackFilename, children }: ExportButtonProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      loadingText={t('list.exporting')}
      onClick={async () => {
        setBusy(true);
        const file = await request(() => apiDownload(path, query));
        if (file) saveFile(file.blob, file.filename ?? fallbackFilename);
        setBusy(false);
      }}
    >
      {children ?? t('list.export')}
    </Button>
  );
}

/**
 * Whether a list offers its export: not once it is known to be empty. While its first page loads it does, so that
 * the header keeps its layout when the rows arrive (on a phone a button appearing then moved the filters and the
 * table down).
 */
export const offersExport = (list: { data?: { totalItems: number } }): boolean =>
  list.data === undefined || list.data.totalItems > 0;
