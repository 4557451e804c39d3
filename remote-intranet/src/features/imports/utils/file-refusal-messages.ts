import type { TFunction } from 'i18next';
import { API_ERROR_PREFIX, type ApiError } from '@enlace/shared/api';
import { COMMON_NAMESPACE } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';

const columnsOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Why the API refused a whole file (422 with violations: `invalid-headers`, `too-many-records`…), as the lines to
 * show: the file error's message (`api.error.file.<key>`, with its params), then for wrong headers the columns
 * that are missing and those that should not be there. Null when the failure is not such a refusal.
 */
export function fileRefusalMessages(error: ApiError, t: TFunction): string[] | null {
  if (error.status !== 422 || error.violations.length === 0) return null;
  return error.violations.flatMap(({ message, params = {} }) => {
    const lines = [
      t(`${API_ERROR_PREFIX}file.${message}`, {
        ns: COMMON_NAMESPACE,
        ...params,
        defaultValue: t(`${API_ERROR_PREFIX}${message}`, {
          ns: COMMON_NAMESPACE,
          ...params,
          defaultValue: message,
        }),
      }),
    ];
    const missing = columnsOf(params.missing);
    const unexpected = columnsOf(params.unexpected);
    if (missing) lines.push(t('imports.file.missingColumns', { ns: I18N_NAMESPACE, columns: missing }));
    if (unexpected)
      lines.push(t('imports.file.unexpectedColumns', { ns: I18N_NAMESPACE, columns: unexpected }));
    return lines;
  });
}
