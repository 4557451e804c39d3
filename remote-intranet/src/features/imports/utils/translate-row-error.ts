import type { TFunction } from 'i18next';
import { API_ERROR_PREFIX } from '@enlace/shared/api';
import { COMMON_NAMESPACE, DOMAIN_NAMESPACE } from '@enlace/shared/i18n';
import type { ImportRowError } from '../api/import-types';

/**
 * A rejected row's field and message in the current language, as the import toasts word them (spec §8): the
 * field's label (`fields.<field>`), or "—" for an error of the whole row; the message's text with its params, or
 * the raw key when it has none.
 */
export function translateRowError({ field, message, params }: ImportRowError, t: TFunction) {
  return {
    field: field ? t(`fields.${field}`, { ns: DOMAIN_NAMESPACE, defaultValue: field }) : '—',
    message: t(`${API_ERROR_PREFIX}${message}`, { ns: COMMON_NAMESPACE, ...params, defaultValue: message }),
  };
}
