import { apiDownload, request } from '@enlace/shared/api';
import { importRefusedRowsFile } from '@enlace/shared/domain';
import { saveFile } from '@enlace/shared/ui';
import type { ImportKind, ImportRowError } from './import-types';

/**
 * `POST /api/imports/{kind}/rejected-rows` (multipart: the same `file` and the `errors` found in it): the rows
 * left out, each with its errors, as a CSV to correct and import again.
 */
export const fetchRejectedRows = (kind: ImportKind, file: File, errors: ImportRowError[]) => {
  const body = new FormData();
  body.append('file', file);
  body.append('errors', JSON.stringify(errors));
  return apiDownload(`imports/${kind}/rejected-rows`, undefined, { method: 'post', body });
};

/** Downloads the rejected rows with the request wrapper (its errors shown as toasts) and saves them. */
export async function downloadRejectedRows(
  kind: ImportKind,
  file: File,
  errors: ImportRowError[],
): Promise<void> {
  const rows = await request(() => fetchRejectedRows(kind, file, errors));
  if (rows) saveFile(rows.blob, rows.filename ?? importRefusedRowsFile(kind));
}
