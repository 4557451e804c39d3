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
