import { DOMAIN_NAMESPACE, i18n } from '@enlace/shared/i18n';
import { API_ERROR_PREFIX } from './api-error';
import type { ImportLineError } from './import-line-error';

const translatedMessage = (message: string) =>
  i18n.exists(`${API_ERROR_PREFIX}${message}`) ? i18n.t(`${API_ERROR_PREFIX}${message}`) : message;

/** "Línea 3, campo Correo electrónico: Introduce un correo electrónico válido", one line per error (spec §8). */
export const formatImportErrors = (errors: ImportLineError[]): string => {
  const lineLabel = i18n.t('import.line', { defaultValue: 'Línea' });
  const fieldLabel = i18n.t('import.field', { defaultValue: 'campo' });
  return errors
    .map(({ line, row, field, message }) => {
      const name = field ? i18n.t(`fields.${field}`, { ns: DOMAIN_NAMESPACE, defaultValue: field }) : '';
      return `${lineLabel} ${line ?? row ?? '?'}, ${fieldLabel} ${name}: ${translatedMessage(String(message ?? ''))}`;
    })
    .join('\n');
};
