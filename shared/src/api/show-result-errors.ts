import { i18n } from '@enlace/shared/i18n';
import { API_ERROR_PREFIX } from './api-error';
import { collectLineErrors } from './collect-line-errors';
import { formatImportErrors } from './format-import-errors';
import type { ResultBody } from './is-result-body';
import { showToast } from './show-toast';

const FILE_ERROR_PREFIX = `${API_ERROR_PREFIX}file.`;

const fileErrorMessage = (code: unknown) =>
  i18n.t(`${FILE_ERROR_PREFIX}${String(code)}`, { defaultValue: i18n.t(`${FILE_ERROR_PREFIX}default`) });

const errorText = (message: string) =>
  i18n.exists(`${API_ERROR_PREFIX}${message}`) ? i18n.t(`${API_ERROR_PREFIX}${message}`) : message;

/**
 * The file and import formats of spec §8: a single `error` → the file-error message; a list of strings → one
 * toast each; line/field/message lists (or a map of them by file) → one multi-line toast; an errors object with
 * an `error` key → the file-error message. Returns whether anything was shown.
 */
export const showResultErrors = (body: ResultBody): boolean => {
  const { error, errors } = body;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((item) => typeof item === 'string')) {
    errors.forEach((item: string) => showToast(errorText(item)));
    return true;
  }
  if (errors && typeof errors === 'object' && !Array.isArray(errors) && 'error' in errors) {
    showToast(fileErrorMessage((errors as { error: unknown }).error));
    return true;
  }
  const lines = collectLineErrors(errors);
  if (lines.length > 0) {
    showToast(formatImportErrors(lines));
    return true;
  }
  if (typeof error === 'string' && error) {
    showToast(fileErrorMessage(error));
    return true;
  }
  if (body.success === false) {
    showToast(fileErrorMessage('default'));
    return true;
  }
  return false;
};
