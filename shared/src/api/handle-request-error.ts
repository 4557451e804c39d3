import { DOMAIN_NAMESPACE, i18n } from '@enlace/shared/i18n';
import { API_ERROR_PREFIX } from './api-error';
import type { ApiError } from './api-error';
import { isResultBody } from './is-result-body';
import { showResultErrors } from './show-result-errors';
import { showToast } from './show-toast';
import { translateApiError } from './translate-api-error';
import { translateViolations } from './translate-violations';

export type SetFieldErrors = (errors: Record<string, string>) => void;

/**
 * Spec §8 for a failed call: file/import bodies get their own messages; violations become translated field
 * errors; the error code becomes one toast (`api.error.` + code without dots), 'Ha ocurrido un error' otherwise.
 */
export const handleRequestError = (error: ApiError, setFieldErrors?: SetFieldErrors): void => {
  if (isResultBody(error.body) && showResultErrors(error.body)) return;
  if (error.violations.length > 0 && setFieldErrors) setFieldErrors(translateViolations(error.violations));
  const fallback = i18n.t(`${API_ERROR_PREFIX}default`);
  if (error.code) {
    showToast(translateApiError(error));
  } else {
    showToast(fallback);
  }
  if (error.violations.length > 0 && !setFieldErrors) {
    // No form to show them in: list them in the toast area instead of losing them.
    Object.entries(translateViolations(error.violations)).forEach(([path, message]) =>
      showToast(`${i18n.t(`fields.${path}`, { ns: DOMAIN_NAMESPACE, defaultValue: path })}: ${message}`),
    );
  }
};
