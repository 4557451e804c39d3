import { i18n, localeFormat } from '@enlace/shared/i18n';
import { API_ERROR_PREFIX, type ApiError } from './api-error';

/**
 * The message of an error's code in the current language (`api.error.<code>`), with the wait of a 429 in words
 * (`{{wait}}`); the API's Spanish description, or the generic message, when the code has no translation.
 */
export const translateApiError = (error: ApiError): string => {
  const fallback = i18n.t(`${API_ERROR_PREFIX}default`);
  if (!error.code) return fallback;
  const body = (error.body ?? {}) as { retryAfter?: unknown };
  const retryAfter = typeof body.retryAfter === 'number' ? body.retryAfter : undefined;
  return i18n.t(`${API_ERROR_PREFIX}${error.code.replace(/\./g, '')}`, {
    defaultValue: error.description ?? fallback,
    ...(retryAfter === undefined ? {} : { wait: localeFormat(i18n.language).duration(retryAfter) }),
  });
};
