import { apiDownload, request, showToast } from '@enlace/shared/api';
import { IMPORT_TEMPLATES } from '@enlace/shared/domain';
import { i18n } from '@enlace/shared/i18n';
import { saveFile } from '@enlace/shared/ui';
import type { ImportKind } from './import-types';

/** `GET /api/imports/{kind}/template`: the empty CSV with the headers an import expects, saved by the browser. */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const file = await request(() => apiDownload(`imports/${kind}/template`), {
    // Spec §8's own message for this download, rather than the generic one.
    showsError: () => true,
    onError: () => showToast(i18n.t('api.error.download-template')),
  });
  if (file) saveFile(file.blob, file.filename ?? IMPORT_TEMPLATES[kind].file);
}
