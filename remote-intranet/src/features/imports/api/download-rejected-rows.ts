import { apiClient, request, toApiError } from '@enlace/shared/api';
import { saveFile } from '@enlace/shared/ui';
import { filenameOfDisposition } from '../utils/filename-of-disposition';
import type { ImportKind, ImportRowError } from './import-types';

/**
 * `POST /api/imports/{kind}/rejected-rows` (multipart: the same `file` and the `errors` found in it): the rows
 * left out, each with its errors, as a CSV to correct and import again. A POST, so apiDownload (GET) cannot.
 */
export const fetchRejectedRows = async (
  kind: ImportKind,
  file: File,
  errors: ImportRowError[],
): Promise<{ blob: Blob; filename: string | null }> => {
  const body = new FormData();
  body.append('file', file);
  body.append('errors', JSON.stringify(errors));
  try {
    const response = await apiClient.post(`imports/${kind}/rejected-rows`, { body, timeout: false });
    return {
      blob: await response.blob(),
      filename: filenameOfDisposition(response.headers.get('content-disposition')),
    };
  } catch (error) {
    throw await toApiError(error);
  }
};

/** Downloads the rejected rows with the request wrapper (its errors shown as toasts) and saves them. */
export async function downloadRejectedRows(
  kind: ImportKind,
  file: File,
  errors: ImportRowError[],
): Promise<void> {
  const rows = await request(() => fetchRejectedRows(kind, file, errors));
  if (rows) saveFile(rows.blob, rows.filename ?? `${kind}-filas-con-errores.csv`);
}
