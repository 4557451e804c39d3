import { ValidationError } from 'yup';
import type { Violation } from '@enlace/shared/domain/core';

const toViolation = (propertyPath: string, message: unknown): Violation => {
  if (message && typeof message === 'object' && 'key' in message) {
    const { key, params } = message as { key: string; params?: Record<string, unknown> };
    return params ? { propertyPath, message: key, params } : { propertyPath, message: key };
  }
  // A schema outside this package may still use plain strings.
  return { propertyPath, message: String(message) };
};

/** The API's `violations` list from a yup ValidationError (every failed rule, with payload field names). */
export const toViolations = (error: unknown): Violation[] => {
  if (!ValidationError.isError(error)) return [];
  const leaves = error.inner.length > 0 ? error.inner : [error];
  return leaves.flatMap((leaf) => leaf.errors.map((message) => toViolation(leaf.path ?? '', message)));
};
