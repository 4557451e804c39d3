import type { Violation } from '@enlace/shared/domain/core';
import { i18n } from '@enlace/shared/i18n';
import { API_ERROR_PREFIX } from './api-error';

/** Each property path with the translated text of its first violation (formik shows one message per field). */
export const translateViolations = (violations: Violation[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const { propertyPath, message, params } of violations) {
    errors[propertyPath] ??= i18n.t(`${API_ERROR_PREFIX}${message}`, { ...params, defaultValue: message });
  }
  return errors;
};
