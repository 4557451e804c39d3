import type { ErrorKey } from '../error-keys';

/**
 * yup keeps non-string messages untouched, so every rule carries the translation key (without `api.error.`)
 * and its bounds; `toViolations` turns them into API violations and the forms translate them.
 */
export type ValidationMessage = {
  key: ErrorKey;
  params?: Record<string, unknown>;
};

export const validationMessage = (key: ErrorKey, params?: Record<string, unknown>): ValidationMessage =>
  params ? { key, params } : { key };
