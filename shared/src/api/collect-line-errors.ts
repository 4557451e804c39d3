import type { ImportLineError } from './import-line-error';

const isLineError = (value: unknown): value is ImportLineError =>
  Boolean(value) && typeof value === 'object' && 'message' in (value as object);

/** Flattens [[{line, field, message}]] and {file: [...]} (any nesting) into the line errors. */
export const collectLineErrors = (errors: unknown): ImportLineError[] => {
  if (Array.isArray(errors)) return errors.flatMap(collectLineErrors);
  if (isLineError(errors)) return [errors];
  if (errors && typeof errors === 'object') return Object.values(errors).flatMap(collectLineErrors);
  return [];
};
