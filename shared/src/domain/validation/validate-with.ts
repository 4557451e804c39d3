import { ValidationError } from 'yup';
import type { Schema, ValidateOptions } from 'yup';
import type { Violation } from '@enlace/shared/domain/core';
import { toViolations } from './to-violations';

/** Runs every rule (abortEarly off) and returns the violations; [] when the data is valid. */
export const validateWith = async (
  schema: Schema,
  data: unknown,
  options: ValidateOptions = {},
): Promise<Violation[]> => {
  try {
    await schema.validate(data, { abortEarly: false, ...options });
    return [];
  } catch (error) {
    if (ValidationError.isError(error)) return toViolations(error);
    throw error;
  }
};

/**
 * The same, synchronously, for a schema without asynchronous rules: an import checks up to a thousand rows at
 * once, and a promise per rule would cost it more than the rules themselves.
 */
export const validateWithSync = (
  schema: Schema,
  data: unknown,
  options: ValidateOptions = {},
): Violation[] => {
  try {
    schema.validateSync(data, { abortEarly: false, ...options });
    return [];
  } catch (error) {
    if (ValidationError.isError(error)) return toViolations(error);
    throw error;
  }
};
