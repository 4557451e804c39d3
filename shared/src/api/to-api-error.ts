import { HTTPError } from 'ky';
import type { Violation } from '@enlace/shared/domain/core';
import { ApiError } from './api-error';

const isViolation = (value: unknown): value is Violation =>
  Boolean(value) &&
  typeof (value as Violation).propertyPath === 'string' &&
  typeof (value as Violation).message === 'string';

const readBody = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.clone().text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** Any failure (ky's HTTPError, a network error, an ApiError) as an ApiError with the parsed body. */
export const toApiError = async (error: unknown): Promise<ApiError> => {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body = await readBody(error.response);
    const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    return new ApiError({
      status: error.response.status,
      code: typeof record.error === 'string' ? record.error : undefined,
      description: typeof record.description === 'string' ? record.description : undefined,
      violations: Array.isArray(record.violations) ? record.violations.filter(isViolation) : [],
      body,
    });
  }
  return new ApiError({ status: 0, description: error instanceof Error ? error.message : undefined });
};
