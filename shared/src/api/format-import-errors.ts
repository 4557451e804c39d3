import { DOMAIN_NAMESPACE, i18n } from '@enlace/shared/i18n';
import { API_ERROR_PREFIX } from './api-error';
import type { ImportLineError } from './import-line-error';

/**
 * One refused row's field and message in the current language (spec §8): the field's label (null for an error of
 * the whole row) and the message's text with what it names, or the raw message when it has no translation.
 */
export const translateImportLineError = ({
  field,
  message,
  params,
}: ImportLineError): { field: string | null; message: string } => {
  const text = String(message ?? '');
  return {
    field: field ? i18n.t(`fields.${field}`, { ns: DOMAIN_NAMESPACE, defaultValue: field }) : null,
    message: i18n.exists(`${API_ERROR_PREFIX}${text}`)
      ? i18n.t(`${API_ERROR_PREFIX}${text}`, params ?? {})
      : text,
  };
};

/** "Línea 3, campo Correo electrónico: Introduce un correo electrónico válido", one line per error (spec §8). */
export const formatImportErrors = (errors: ImportLineError[]): string => {
  const lineLabel = i18n.t('import.line', { defaultValue: 'Línea' });
  const fieldLabel = i18n.t('import.field', { defaultValue: 'campo' });
  return errors
    .map((error) => {
      const { field, message } = translateImportLineError(error);
      return `${lineLabel} ${error.line ?? error.row ?? '?'}, ${fieldLabel} ${field ?? ''}: ${message}`;
    })
    .join('\n');
};
